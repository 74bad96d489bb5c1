package dev.kontor.shared.web;

import java.util.concurrent.Executor;

import org.apache.tomcat.util.threads.ThreadPoolExecutor;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.tomcat.TomcatWebServer;
import org.springframework.boot.web.server.context.WebServerApplicationContext;

import dev.kontor.testing.HttpTest;

import static org.assertj.core.api.Assertions.assertThat;

class RequestHandlingTest extends HttpTest {

	@Autowired
	WebServerApplicationContext context;

	@Autowired
	RequestHandlingSettings settings;

	@Test
	void aBoundedPoolOfPlatformThreadsServesRequestsByDefault() throws Exception {
		assertThat(settings.threads()).isEqualTo(RequestHandlingSettings.RequestThreads.PLATFORM);
		assertThat(http.get("/actuator/health").status()).isEqualTo(200);

		Executor executor = ((TomcatWebServer) context.getWebServer()).getTomcat()
			.getConnector()
			.getProtocolHandler()
			.getExecutor();

		assertThat(executor).isInstanceOf(ThreadPoolExecutor.class);
		ThreadPoolExecutor pool = (ThreadPoolExecutor) executor;
		assertThat(pool.getMaximumPoolSize()).isEqualTo(settings.maxConcurrent()).isEqualTo(8);
		Thread[] worker = new Thread[1];
		pool.submit(() -> worker[0] = Thread.currentThread()).get();
		assertThat(worker[0].isVirtual()).isFalse();
		assertThat(context.getBeanNamesForType(ConcurrentRequestLimit.class)).isEmpty();
	}
}
