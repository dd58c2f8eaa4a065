/** The Service Portfolio with its list's state: the built-in content at once, then the backend's where there is one. */
import { ServicePortfolio } from './service-portfolio';
import { pageServiceListSource, useServiceList, type ServiceListSource } from './use-service-list';

export function LiveServicePortfolio({ source = pageServiceListSource }: { source?: ServiceListSource }) {
  const state = useServiceList(source);
  return <ServicePortfolio state={state} />;
}
