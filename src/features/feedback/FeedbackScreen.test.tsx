import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { loggedInState } from '../../test/fixtures';
import { errorResponse, getConsentsHandler } from '../../test/handlers';
import { renderWithProviders } from '../../test/render';
import { apiUrl, server } from '../../test/server';
import FeedbackScreen, { FEEDBACK_MAX_LENGTH } from './FeedbackScreen';

const renderFeedback = () =>
  renderWithProviders(<FeedbackScreen />, { route: '/feedback', preloadedState: loggedInState() });

/** Records the bodies the screen posts to /feedback and answers with `status`. */
function feedbackEndpoint(status = 201) {
  const bodies: unknown[] = [];
  server.use(
    getConsentsHandler(),
    http.post(apiUrl('/feedback'), async ({ request }) => {
      bodies.push(await request.json());
      return status < 400
        ? HttpResponse.json({ data: { ok: true } }, { status })
        : errorResponse(status, 'INTERNAL');
    }),
  );
  return bodies;
}

const messageBox = () => screen.getByRole('textbox', { name: 'Your message' });
const send = () => userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));

describe('FeedbackScreen', () => {
  it('refuses an empty or blank message with a clear message', async () => {
    const bodies = feedbackEndpoint();
    renderFeedback();
    await send();
    expect(await screen.findByText('Please write a message')).toBeInTheDocument();
    await userEvent.type(messageBox(), '   ');
    await send();
    expect(screen.getByText('Please write a message')).toBeInTheDocument();
    expect(messageBox()).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);
  });

  it(`refuses more than ${FEEDBACK_MAX_LENGTH} characters and counts them`, async () => {
    const bodies = feedbackEndpoint();
    renderFeedback();
    // Typing 2001 characters one by one would be slow; a paste-like change is what a user does anyway.
    fireEvent.change(messageBox(), { target: { value: 'a'.repeat(FEEDBACK_MAX_LENGTH + 1) } });
    expect(screen.getByText('2001 of 2000 characters')).toBeInTheDocument();
    await send();
    expect(await screen.findByText('The message can be at most 2000 characters')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    fireEvent.change(messageBox(), { target: { value: 'a'.repeat(FEEDBACK_MAX_LENGTH) } });
    await send();
    expect(await screen.findByText('Thank you! Your feedback has been sent.')).toBeInTheDocument();
    expect(bodies).toEqual([{ message: 'a'.repeat(FEEDBACK_MAX_LENGTH) }]);
  });

  it('sends a message without a rating, then clears the form', async () => {
    const bodies = feedbackEndpoint();
    renderFeedback();
    expect(screen.getByRole('radio', { name: 'No rating' })).toBeChecked();
    await userEvent.type(messageBox(), '  Lovely flat white!  ');
    await send();
    expect(await screen.findByText('Thank you! Your feedback has been sent.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(bodies).toEqual([{ message: 'Lovely flat white!' }]);
    expect(messageBox()).toHaveValue('');
  });

  it('sends the chosen rating with the message', async () => {
    const bodies = feedbackEndpoint();
    renderFeedback();
    await userEvent.type(messageBox(), 'Quick and friendly.');
    await userEvent.click(screen.getByRole('radio', { name: '4 of 5' }));
    await send();
    expect(await screen.findByText('Thank you! Your feedback has been sent.')).toBeInTheDocument();
    expect(bodies).toEqual([{ message: 'Quick and friendly.', rating: 4 }]);
    expect(screen.getByRole('radio', { name: 'No rating' })).toBeChecked();
  });

  it('says the service is unavailable on a 503, and focuses an empty message on a refused send', async () => {
    feedbackEndpoint(503);
    renderFeedback();
    await send();
    await waitFor(() => expect(messageBox()).toHaveFocus());
    await userEvent.type(messageBox(), 'The app crashed at checkout.');
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The service is unavailable right now. Please try again in a moment.',
    );
  });

  it('keeps the message and says so when sending fails', async () => {
    feedbackEndpoint(400);
    renderFeedback();
    await userEvent.type(messageBox(), 'The app crashed at checkout.');
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to send feedback. Please try again later.',
    );
    expect(messageBox()).toHaveValue('The app crashed at checkout.');
  });
});
