package dev.kontor.shared.time;

import org.springframework.boot.task.ThreadPoolTaskSchedulerBuilder;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.scheduling.annotation.EnableScheduling;
import org.springframework.scheduling.concurrent.ThreadPoolTaskScheduler;

/**
 * Background jobs (key reloads, clean-ups, folding, risk runs) run on a scheduler of their own with
 * {@code spring.task.scheduling.pool.size} threads, virtual ones. With virtual threads on, the scheduler Spring
 * Boot would make runs every fixed-delay job on its one scheduler thread (spring-framework #31900), so a daily risk
 * run or a snapshot import held up the revocation reload, bar folding and the rest; here each job waits only for
 * itself, as long as there are no more long jobs at once than threads.
 */
@Configuration(proxyBeanMethods = false)
@EnableScheduling
class SchedulingConfiguration {

	@Bean(name = "taskScheduler")
	ThreadPoolTaskScheduler taskScheduler(ThreadPoolTaskSchedulerBuilder builder) {
		ThreadPoolTaskScheduler scheduler = builder.threadNamePrefix("kontor-job-").build();
		scheduler.setVirtualThreads(true);
		return scheduler;
	}
}
