import { createContext, useContext } from 'react';
import { trackEvent, type AnalyticsEvent } from './analytics';

/**
 * Where a component sends its analytics events: `trackEvent` in the app; a story or test provides a spy instead, so
 * it can assert that an event was sent (the real one is a no-op outside production).
 */
export const TrackContext = createContext<(event: AnalyticsEvent) => void>(trackEvent);

export const useTrack = () => useContext(TrackContext);
