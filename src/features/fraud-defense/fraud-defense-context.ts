import { createContext, useContext } from 'react';
import type { IntegrationView } from '@/features/integrations';

/** What the fraud defense layout hands its pages: the active integration (the route's input, §2.1). */
export interface FraudDefenseContextValue {
  active: IntegrationView;
}

export const FraudDefenseContext = createContext<FraudDefenseContextValue | null>(null);

export function useFraudDefense(): FraudDefenseContextValue {
  const value = useContext(FraudDefenseContext);
  if (!value) throw new Error('useFraudDefense used outside the active fraud defense layout');
  return value;
}
