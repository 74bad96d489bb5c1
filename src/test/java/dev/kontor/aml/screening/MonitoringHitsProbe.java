package dev.kontor.aml.screening;

import java.lang.reflect.Method;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

import org.aopalliance.intercept.MethodInterceptor;

import org.springframework.aop.Advisor;
import org.springframework.aop.support.DefaultPointcutAdvisor;
import org.springframework.aop.support.StaticMethodMatcherPointcut;
import org.springframework.beans.factory.ListableBeanFactory;
import org.springframework.beans.factory.config.BeanDefinition;
import org.springframework.beans.factory.config.ConfigurableListableBeanFactory;
import org.springframework.beans.factory.support.BeanDefinitionRegistry;
import org.springframework.beans.factory.support.BeanDefinitionRegistryPostProcessor;
import org.springframework.beans.factory.support.RootBeanDefinition;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Role;

import dev.kontor.aml.audit.Actor;
import dev.kontor.aml.monitoring.MonitoringFamily;
import dev.kontor.aml.monitoring.MonitoringHits;

/**
 * Lets the tests see every {@link MonitoringHits#recordHit} call, whichever bean implements it. A plain
 * {@code @Configuration} picked up by component scanning (not a nested {@code @TestConfiguration}), so that every
 * HTTP test keeps sharing one application context on one port. It adds a stand-in {@link MonitoringHits} only while
 * the application has none (the records module is built in parallel), and records the calls with an advisor around
 * whichever bean there is, so the tests hold unchanged once the real one arrives.
 */
@Configuration(proxyBeanMethods = false)
class MonitoringHitsProbe {

	/** One recordHit call and the record id it answered. */
	record Call(UUID tenantId, UUID customerId, MonitoringFamily family, String informationSource, String reason,
			UUID actorId, UUID recordId) {
	}

	/** The calls seen so far, in order. */
	static final class Calls {

		private final List<Call> calls = new CopyOnWriteArrayList<>();

		List<Call> of(UUID customerId) {
			return calls.stream().filter(call -> call.customerId().equals(customerId)).toList();
		}

		void add(Call call) {
			calls.add(call);
		}
	}

	@Bean
	@Role(BeanDefinition.ROLE_INFRASTRUCTURE)
	static Calls monitoringHitsCalls() {
		return new Calls();
	}

	@Bean
	@Role(BeanDefinition.ROLE_INFRASTRUCTURE)
	static Advisor monitoringHitsRecorder(Calls calls) {
		MethodInterceptor recorder = invocation -> {
			Object recordId = invocation.proceed();
			Object[] a = invocation.getArguments();
			calls.add(new Call((UUID) a[0], (UUID) a[1], (MonitoringFamily) a[2], (String) a[3], (String) a[4],
					((Actor) a[5]).id(), (UUID) recordId));
			return recordId;
		};
		return new DefaultPointcutAdvisor(new StaticMethodMatcherPointcut() {

			@Override
			public boolean matches(Method method, Class<?> targetClass) {
				return MonitoringHits.class.isAssignableFrom(targetClass) && method.getName().equals("recordHit");
			}
		}, recorder);
	}

	@Bean
	static BeanDefinitionRegistryPostProcessor monitoringHitsStandInRegistrar() {
		return new BeanDefinitionRegistryPostProcessor() {

			@Override
			public void postProcessBeanDefinitionRegistry(BeanDefinitionRegistry registry) {
				if (registry instanceof ListableBeanFactory beans
						&& beans.getBeanNamesForType(MonitoringHits.class, true, false).length == 0) {
					registry.registerBeanDefinition("standInMonitoringHits",
							new RootBeanDefinition(StandInMonitoringHits.class));
				}
			}

			@Override
			public void postProcessBeanFactory(ConfigurableListableBeanFactory beanFactory) {
			}
		};
	}

	/** Keeps one record id per tenant, customer and family, as the contract of {@link MonitoringHits} says. */
	static class StandInMonitoringHits implements MonitoringHits {

		private final Map<String, UUID> active = new ConcurrentHashMap<>();

		@Override
		public UUID recordHit(UUID tenantId, UUID customerId, MonitoringFamily family, String informationSource,
				String reason, Actor actor) {
			return active.computeIfAbsent(tenantId + "/" + customerId + "/" + family, key -> UUID.randomUUID());
		}
	}
}
