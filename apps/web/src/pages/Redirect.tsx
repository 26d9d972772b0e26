import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';

/** /redirect/<path>: leaves and comes straight back, so the screen mounts afresh (the tags
 * view's Refresh). */
export default function Redirect() {
  const params = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    navigate(`/${params['*'] ?? ''}${search}`, { replace: true });
  }, [navigate, params, search]);
  return null;
}
