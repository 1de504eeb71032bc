import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

type Tab<T extends string> = { value: T; label: string; panel: ReactNode };

type TabsProps<T extends string> = {
  label: string;
  tabs: ReadonlyArray<Tab<T>>;
  value: T;
  onChange: (value: T) => void;
};

/**
 * Tabs with the ARIA pattern (arrow keys move between tabs). Every panel stays mounted and is only
 * hidden, so what was typed in one survives a look at the other.
 */
export function Tabs<T extends string>({ label, tabs, value, onChange }: TabsProps<T>) {
  const id = useId();
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    const index = tabs.findIndex((tab) => tab.value === value);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = (index + step + tabs.length) % tabs.length;
    onChange(tabs[next]!.value);
    buttons.current[next]?.focus();
  };
  return (
    <div className="tabs">
      <div className="tab-list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab, i) => (
          <button
            key={tab.value}
            ref={(element) => {
              buttons.current[i] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.value}`}
            aria-controls={`${id}-panel-${tab.value}`}
            aria-selected={tab.value === value}
            tabIndex={tab.value === value ? 0 : -1}
            className="tab"
            onClick={() => onChange(tab.value)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.value}
          role="tabpanel"
          id={`${id}-panel-${tab.value}`}
          aria-labelledby={`${id}-tab-${tab.value}`}
          hidden={tab.value !== value}
          className="tab-panel"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
