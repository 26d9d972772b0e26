import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** /auth-redirect: the landing of a third-party sign-in window. It hands its query to the window
 * that opened it (the sign-in page) and closes; opened directly it goes to the sign-in page. */
export default function AuthRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    const opener = window.opener as Window | null;
    if (opener && opener.location.origin === location.origin) {
      opener.location.href = `${location.origin}/index${location.search}${location.hash}`;
      window.close();
    } else {
      navigate(`/index${location.search}`, { replace: true });
    }
  }, [navigate]);
  return null;
}
