import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { InviteForm, type InviteValues } from './InviteForm';

const renderForm = (
  onInvite: (values: InviteValues) => Promise<unknown>,
  roles: ('staff' | 'manager')[] = ['staff', 'manager'],
) =>
  renderWithProviders(
    <InviteForm roles={roles} defaultLanguageLabel="The place's language" onInvite={onInvite} />,
  );

describe('InviteForm', () => {
  it('sends the address, role and language, then says to whom and empties the address', async () => {
    const onInvite = jest.fn().mockResolvedValue(undefined);
    renderForm(onInvite);
    await userEvent.type(screen.getByLabelText('E-mail address'), ' jordi@example.com ');
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'Manager');
    await userEvent.selectOptions(screen.getByLabelText('Language of the e-mail'), 'Deutsch');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to jordi@example.com.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(onInvite).toHaveBeenCalledWith({ email: 'jordi@example.com', role: 'manager', language: 'de' });
    expect(screen.getByLabelText('E-mail address')).toHaveValue('');
  });

  it('says a bad address on its field and sends nothing', async () => {
    const onInvite = jest.fn();
    renderForm(onInvite);
    await userEvent.type(screen.getByLabelText('E-mail address'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail address')).toHaveAttribute('aria-invalid', 'true');
    expect(onInvite).not.toHaveBeenCalled();
  });

  it('offers only the roles given (a manager invites staff) and says a refusal', async () => {
    const onInvite = jest
      .fn()
      .mockRejectedValue({ status: 403, data: { error: { code: 'BACK_OFFICE_FORBIDDEN', message: 'No' } } });
    renderForm(onInvite, ['staff']);
    expect(screen.queryByLabelText('Role')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('E-mail address'), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only an owner may do this.');
    expect(onInvite).toHaveBeenCalledWith({ email: 'ana@example.com', role: 'staff', language: '' });
  });
});
