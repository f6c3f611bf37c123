import type { ReactNode } from 'react';
import { Button, Disclosure as AriaDisclosure, DisclosurePanel } from 'react-aria-components';
import { ChevronRight } from 'lucide-react';
import { Icon } from './icon.tsx';
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
        <Icon icon={ChevronRight} size="md" className="disclosure__chevron" />
        {summary}
      </Button>
      <DisclosurePanel className="disclosure__panel">{children}</DisclosurePanel>
    </AriaDisclosure>
  );
}
