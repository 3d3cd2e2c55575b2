/** Shared search input: `<SearchBox value onChange placeholder label? width? />`. */
import { CloseButton, Input, InputGroup } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { leaveSearch } from '../keyboard/ListShortcuts';

export interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** Accessible name; the placeholder when absent. */
  label?: string;
  width?: string | Record<string, string>;
}

/**
 * The console's search input: a magnifier, the typed text and a clear button; Escape clears it, and in an empty box
 * leaves it for the list's current row. `/` focuses it (keyboard/ListShortcuts.tsx).
 * Controlled and immediate; pair it with useFuzzySearch, which does the debouncing.
 */
export function SearchBox({ value, onChange, placeholder, label, width = '64' }: SearchBoxProps) {
  return (
    <InputGroup
      width={width}
      startElement={<Search size={16} aria-hidden />}
      endElement={
        value ? <CloseButton size="2xs" variant="plain" aria-label="Clear search" onClick={() => onChange('')} /> : undefined
      }
    >
      <Input
        type="search"
        size="sm"
        value={value}
        placeholder={placeholder}
        aria-label={label ?? placeholder}
        data-list-search=""
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          // In a drawer or dialog, Escape in an empty box is the frame's: it closes.
          if (!value && event.currentTarget.closest('[role="dialog"]')) return;
          event.stopPropagation();
          if (value) onChange('');
          else leaveSearch(event.currentTarget);
        }}
        css={{ '&::-webkit-search-cancel-button': { display: 'none' } }}
      />
    </InputGroup>
  );
}
