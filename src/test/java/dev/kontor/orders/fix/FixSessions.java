package dev.kontor.orders.fix;

import org.springframework.context.ApplicationContext;

/** What the order tests do to Kontor's FIX session: stop and start its initiator, as a restart would. */
public final class FixSessions {

	private FixSessions() {
	}

	public static void stop(ApplicationContext context) {
		context.getBean(FixSession.class).stop();
	}

	public static void start(ApplicationContext context) {
		context.getBean(FixSession.class).start();
	}
}
