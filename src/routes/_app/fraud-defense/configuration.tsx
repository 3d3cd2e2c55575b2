import { createFileRoute } from '@tanstack/react-router';
import { FraudDefenseConfigurationPage } from '@/features/fraud-defense/FraudDefenseConfigurationPage';

export const Route = createFileRoute('/_app/fraud-defense/configuration')({ component: FraudDefenseConfigurationPage });
