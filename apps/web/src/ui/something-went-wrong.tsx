import { buttonClass } from './button.tsx';
import './something-went-wrong.css';

/** Spec §8: the render-failure screen and /r/oops. A plain link reloads the app from its root. */
export function SomethingWentWrong({ homeHref = '/' }: { homeHref?: string }) {
  return (
    <section className="oops" role="alert" aria-labelledby="oops-title">
      <h1 id="oops-title">Something Went Wrong</h1>
      <p>We could not show this page. Your money and data are safe; please try again.</p>
      <a className={buttonClass('primary')} href={homeHref}>
        Back to Corridor
      </a>
    </section>
  );
}
