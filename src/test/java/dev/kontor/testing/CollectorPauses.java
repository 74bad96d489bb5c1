package dev.kontor.testing;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import javax.management.ListenerNotFoundException;
import javax.management.Notification;
import javax.management.NotificationEmitter;
import javax.management.NotificationListener;
import javax.management.openmbean.CompositeData;
import com.sun.management.GarbageCollectionNotificationInfo;

/**
 * The garbage collector's pauses in this JVM while it is open, as intervals of the JVM's uptime in milliseconds, so
 * that a benchmark can tell which of its slow operations the collector stopped. A concurrent collector's whole cycle
 * ({@code "end of GC cycle"}, ZGC's) is no pause and is left out; G1's young and full collections ({@code "end of
 * minor GC"}, {@code "end of major GC"}), its remark and cleanup ({@code "end of concurrent GC pause"}) and ZGC's
 * pauses ({@code "end of GC pause"}) stop the application's threads and count.
 */
public final class CollectorPauses implements AutoCloseable {

	/** A pause from its start to its end, in milliseconds of the JVM's uptime. */
	public record Pause(long startMillis, long endMillis) {

		public long millis() {
			return endMillis - startMillis;
		}

		boolean overlaps(long fromMillis, long toMillis) {
			return startMillis <= toMillis && endMillis >= fromMillis;
		}
	}

	private final List<Pause> pauses = new CopyOnWriteArrayList<>();

	private final NotificationListener listener = this::noted;

	public CollectorPauses() {
		for (GarbageCollectorMXBean collector : ManagementFactory.getGarbageCollectorMXBeans()) {
			((NotificationEmitter) collector).addNotificationListener(listener, null, null);
		}
	}

	/** The JVM's uptime now, the clock of the pauses. */
	public static long uptimeMillis() {
		return ManagementFactory.getRuntimeMXBean().getUptime();
	}

	public List<Pause> pauses() {
		return List.copyOf(pauses);
	}

	/** Whether a pause overlapped the interval from {@code fromMillis} to {@code toMillis} of the JVM's uptime. */
	public boolean paused(long fromMillis, long toMillis) {
		return pauses.stream().anyMatch(pause -> pause.overlaps(fromMillis, toMillis));
	}

	private void noted(Notification notification, Object handback) {
		if (!GarbageCollectionNotificationInfo.GARBAGE_COLLECTION_NOTIFICATION.equals(notification.getType())) {
			return;
		}
		var info = GarbageCollectionNotificationInfo.from((CompositeData) notification.getUserData());
		if ("end of GC cycle".equals(info.getGcAction())) {
			return;
		}
		pauses.add(new Pause(info.getGcInfo().getStartTime(), info.getGcInfo().getEndTime()));
	}

	@Override
	public void close() {
		for (GarbageCollectorMXBean collector : ManagementFactory.getGarbageCollectorMXBeans()) {
			try {
				((NotificationEmitter) collector).removeNotificationListener(listener);
			}
			catch (ListenerNotFoundException gone) {
				// nothing to remove
			}
		}
	}
}
