import { useContentPainted } from '../telegram/hooks';

interface ErrorScreenProps {
  readonly status: number;
  readonly message: string;
}

/** docs/product.md §8: the error page shows the status code and the message. */
export function ErrorScreen({ status, message }: ErrorScreenProps) {
  useContentPainted();
  return (
    <section className="error-screen" role="alert">
      <p className="error-screen__status">{status}</p>
      <h1 className="error-screen__message">{message}</h1>
    </section>
  );
}
