import { useId, type ReactNode, type Ref } from 'react';

interface SectionProps {
  readonly title: ReactNode;
  /** A screen's own sections are h2; a section inside one (a picker, a list) is h3. */
  readonly level?: 2 | 3;
  readonly className?: string;
  /** For a screen that hands its heading the focus (it then takes tabIndex -1). */
  readonly headingRef?: Ref<HTMLHeadingElement>;
  readonly children?: ReactNode;
}

/** A titled part of a screen: a region named by its heading. */
export function Section({ title, level = 2, className, headingRef, children }: SectionProps) {
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={className} aria-labelledby={id}>
      <Heading
        id={id}
        ref={headingRef}
        className="section-title"
        tabIndex={headingRef ? -1 : undefined}
      >
        {title}
      </Heading>
      {children}
    </section>
  );
}
