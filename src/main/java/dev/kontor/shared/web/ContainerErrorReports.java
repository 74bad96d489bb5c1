package dev.kontor.shared.web;

import java.util.Arrays;

import org.apache.catalina.Container;
import org.apache.catalina.Valve;
import org.apache.catalina.core.StandardHost;
import org.apache.catalina.valves.ErrorReportValve;

import org.springframework.boot.tomcat.ConfigurableTomcatWebServerFactory;
import org.springframework.boot.web.server.WebServerFactoryCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.Ordered;

/**
 * Puts {@link ProblemReportValve} where Tomcat keeps its error report, on the host. Spring Boot adds Tomcat's
 * {@link ErrorReportValve} there (without stack traces); it is replaced, and the host is told the report's class so
 * that it does not add Tomcat's default again when it starts.
 */
@Configuration(proxyBeanMethods = false)
class ContainerErrorReports {

	@Bean
	WebServerFactoryCustomizer<ConfigurableTomcatWebServerFactory> problemReports(ErrorBodies bodies) {
		return new ProblemReports(bodies);
	}

	/** Runs after Spring Boot's customizer, so that its context customizer has added the valve this one replaces. */
	private record ProblemReports(ErrorBodies bodies)
			implements WebServerFactoryCustomizer<ConfigurableTomcatWebServerFactory>, Ordered {

		@Override
		public void customize(ConfigurableTomcatWebServerFactory factory) {
			factory.addContextCustomizers(context -> replaceReport(context.getParent()));
		}

		private void replaceReport(Container host) {
			Arrays.stream(host.getPipeline().getValves())
				.filter(ErrorReportValve.class::isInstance)
				.forEach((Valve valve) -> host.getPipeline().removeValve(valve));
			host.getPipeline().addValve(new ProblemReportValve(bodies));
			if (host instanceof StandardHost standardHost) {
				standardHost.setErrorReportValveClass(ProblemReportValve.class.getName());
			}
		}

		@Override
		public int getOrder() {
			return Ordered.LOWEST_PRECEDENCE;
		}
	}
}
