import { useFormik } from 'formik';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { useSendFeedbackMutation } from '../../api';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Layout } from '../../components/Layout';
import './feedback.css';
import { useServiceMessage } from '../../hooks/use-service-message';
import { useFocusFirstError } from '../../lib/use-focus-first-error';

export const FEEDBACK_MAX_LENGTH = 2000;
const RATINGS = [1, 2, 3, 4, 5] as const;

const feedbackSchema = yup.object({
  message: yup
    .string()
    .trim()
    .required('feedback.messageRequired')
    .max(FEEDBACK_MAX_LENGTH, 'feedback.messageTooLong'),
  rating: yup.string(),
});

export default function FeedbackScreen() {
  const { t } = useTranslation('account');
  const [sendFeedback] = useSendFeedbackMutation();
  const [result, setResult] = useState<'sent' | 'failed' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const serviceMessage = useServiceMessage();
  const messageId = useId();

  const formik = useFormik({
    initialValues: { message: '', rating: '' },
    validationSchema: feedbackSchema,
    onSubmit: async ({ message, rating }, helpers) => {
      setResult(null);
      try {
        await sendFeedback({
          body: { message: message.trim(), rating: rating ? Number(rating) : undefined },
        }).unwrap();
        helpers.resetForm();
        setResult('sent');
      } catch (error) {
        setFailure(serviceMessage(error) ?? t('feedback.failed'));
        setResult('failed');
      }
    },
  });
  const formRef = useFocusFirstError(formik);

  const messageErrorKey = (formik.touched.message || formik.submitCount > 0) && formik.errors.message;
  const messageError =
    messageErrorKey === 'feedback.messageTooLong'
      ? t('feedback.messageTooLong', { max: FEEDBACK_MAX_LENGTH })
      : messageErrorKey
        ? t('feedback.messageRequired')
        : undefined;

  return (
    <Layout title={t('feedback.title')}>
      <form className="card form" ref={formRef} onSubmit={formik.handleSubmit} noValidate>
        <p className="muted">{t('feedback.intro')}</p>
        <div className={`field ${messageError ? 'field--invalid' : ''}`}>
          <label className="field__label" htmlFor={messageId}>
            {t('feedback.message')}
          </label>
          <textarea
            id={messageId}
            {...formik.getFieldProps('message')}
            aria-invalid={messageError ? true : undefined}
            aria-describedby={`${messageId}-hint${messageError ? ` ${messageId}-error` : ''}`}
          />
          <p id={`${messageId}-hint`} className="field__hint">
            {t('feedback.messageHint', { count: formik.values.message.length, max: FEEDBACK_MAX_LENGTH })}
          </p>
          {messageError && (
            <p id={`${messageId}-error`} className="field__error" aria-live="polite">
              {messageError}
            </p>
          )}
        </div>
        <fieldset className="field rating">
          <legend className="field__label">{t('feedback.rating')}</legend>
          <div className="rating-options">
            <label className="rating-option">
              <input type="radio" {...formik.getFieldProps({ name: 'rating', type: 'radio', value: '' })} />
              {t('feedback.noRating')}
            </label>
            {RATINGS.map((value) => (
              <label key={value} className="rating-option">
                <input
                  type="radio"
                  {...formik.getFieldProps({ name: 'rating', type: 'radio', value: String(value) })}
                />
                <span aria-hidden="true">
                  {value}
                  <span className="rating-option__star">★</span>
                </span>
                <span className="visually-hidden">{t('feedback.ratingValue', { value })}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {result === 'sent' && <Alert tone="success">{t('feedback.sent')}</Alert>}
        {result === 'failed' && <Alert tone="error">{failure}</Alert>}
        <Button type="submit" fullWidth loading={formik.isSubmitting}>
          {t('feedback.submit')}
        </Button>
      </form>
    </Layout>
  );
}
