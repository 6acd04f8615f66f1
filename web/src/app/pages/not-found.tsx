import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/document-title';

function NotFoundRoute() {
  useDocumentTitle('Page not found');
  return (
    <div className="container page">
      <h1>Page not found</h1>
      <p className="lead">We could not find that page. It may have moved.</p>
      <div className="row">
        <Link className="btn btn--primary btn--md" to={paths.shop.getHref()}>
          Go to the shop
        </Link>
        <Link className="btn btn--secondary btn--md" to={paths.home.getHref()}>
          Home
        </Link>
      </div>
    </div>
  );
}

export { NotFoundRoute as Component };
