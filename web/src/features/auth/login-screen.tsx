// Login (docs/product.md#sign-in-and-register): password or magic link; also completes a magic link when the customer
// comes back with one.
import { useEffect, useState } from 'react';
import { Link, Navigate } from 'react-router';
import '../../styles/auth.css';
import { LoadingState } from '../../components/states';
import { paths, safeRedirect } from '../../config/paths';
import { isMagicLink } from './api/magic-link';
import { CompleteMagicLink } from './components/complete-magic-link';
import { LoginForm } from './components/login-form';
import { AuthCard, useAuthPage } from './components/auth-page';

function LoginRoute() {
  const { params, navigate, session } = useAuthPage('Login');
  const redirectTo = safeRedirect(params.get('redirectTo'));
  const [magic, setMagic] = useState<'checking' | 'yes' | 'no'>('checking');
  const href = window.location.href;

  useEffect(() => {
    let live = true;
    isMagicLink(href)
      .then((yes) => live && setMagic(yes ? 'yes' : 'no'))
      .catch(() => live && setMagic('no'));
    return () => {
      live = false;
    };
  }, [href]);

  const done = () => void navigate(redirectTo, { replace: true });

  if (magic === 'no' && session.status === 'signed-in') return <Navigate to={redirectTo} replace />;
  return (
    <AuthCard heading="Welcome back">
      {magic === 'checking' ? <LoadingState /> : null}
      {magic === 'yes' ? <CompleteMagicLink href={href} onSignedIn={done} /> : null}
      {magic === 'no' ? (
        <>
          <LoginForm
            magicLinkUrl={`${window.location.origin}${paths.login.getHref(redirectTo === '/' ? null : redirectTo)}`}
            onSignedIn={done}
          />
          <p className="auth-card__switch">
            New here? <Link to={paths.register.getHref(redirectTo === '/' ? null : redirectTo)}>Create an account</Link>
          </p>
        </>
      ) : null}
    </AuthCard>
  );
}

export { LoginRoute as Component };
