import type { ReactNode } from 'react';
import { Button } from './Button';
import { Modal } from './Modal';

export interface DialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Red confirm button for destructive actions. */
  destructive?: boolean;
  confirmLoading?: boolean;
}

/** A modal confirmation built on <dialog>: focus trap, Escape and backdrop for free. */
export function Dialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  destructive = false,
  confirmLoading = false,
}: DialogProps) {
  return (
    <Modal open={open} title={title} onCancel={onCancel}>
      {children && <div className="dialog__body">{children}</div>}
      <div className="dialog__actions">
        <Button variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button variant={destructive ? 'danger' : 'primary'} onClick={onConfirm} loading={confirmLoading}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
