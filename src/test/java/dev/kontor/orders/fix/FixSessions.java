package dev.kontor.orders.fix;

import java.time.Duration;

import org.springframework.context.ApplicationContext;

/**
 * What the order tests do to Kontor's FIX session: stop and start its initiator, as a restart would, and take a
 * session's lease for one instance or another.
 */
public final class FixSessions {

	private FixSessions() {
	}

	public static void stop(ApplicationContext context) {
		context.getBean(FixSession.class).stop();
	}

	public static void start(ApplicationContext context) {
		context.getBean(FixSession.class).start();
	}

	public static boolean hold(ApplicationContext context, String session, String holder, Duration lease) {
		return context.getBean(SessionHolders.class).hold(session, holder, lease);
	}
}
