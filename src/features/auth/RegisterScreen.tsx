import { useSearchParams } from 'react-router-dom';
import { CompleteProfileForm } from './CompleteProfileForm';
import { RegisterForm } from './RegisterForm';

/** /register: sign-up, or with ?mode=google the profile completion of a Google user. */
export default function RegisterScreen() {
  const [searchParams] = useSearchParams();
  return searchParams.get('mode') === 'google' ? <CompleteProfileForm /> : <RegisterForm />;
}
