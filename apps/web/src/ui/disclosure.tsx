import type { ReactNode } from 'react';
import { Button, Disclosure as AriaDisclosure, DisclosurePanel } from 'react-aria-components';
import './aria-setup.ts';
import './disclosure.css';

/**
 * A section that opens and closes under a button (the WAI-ARIA disclosure pattern, on react-aria's
 * Disclosure): the button says whether it is expanded and which panel it controls, Enter or Space
 * toggles it, and a chevron that turns shows at a glance that there is more.
 */
export function Disclosure({
  summary,
  children,
  defaultExpanded = false,
  className,
}: {
  /** the button's text: what opens */
  summary: ReactNode;
  children: ReactNode;
  defaultExpanded?: boolean;
  className?: string;
}) {
  return (
    <AriaDisclosure
      defaultExpanded={defaultExpanded}
      className={className ? `disclosure ${className}` : 'disclosure'}
    >
      <Button slot="trigger" className="disclosure__trigger">
        <svg className="disclosure__chevron" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
          <path d="M5.5 3 10.5 8l-5 5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
        {summary}
      </Button>
      <DisclosurePanel className="disclosure__panel">{children}</DisclosurePanel>
    </AriaDisclosure>
  );
}
