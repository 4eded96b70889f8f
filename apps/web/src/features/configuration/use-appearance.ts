import { useStaticConfiguration } from './api';
import {
  DEFAULT_APPEARANCE,
  type EnvironmentAppearance,
  environmentAppearance,
} from './environment-appearance';

export function useAppearance(): EnvironmentAppearance {
  const { data } = useStaticConfiguration();
  return data ? environmentAppearance(data.deployment, data.variant) : DEFAULT_APPEARANCE;
}
