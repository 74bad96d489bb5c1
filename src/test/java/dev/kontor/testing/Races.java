package dev.kontor.testing;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/** Runs tasks on threads of their own, each waiting at one latch, so that all of them start together. */
public final class Races {

	private Races() {
	}

	/** The results of the tasks, in the order of the tasks, once every one has ended. */
	public static <T> List<T> run(List<? extends Callable<T>> tasks) throws Exception {
		CountDownLatch start = new CountDownLatch(1);
		try (ExecutorService threads = Executors.newFixedThreadPool(tasks.size())) {
			List<Future<T>> futures = new ArrayList<>();
			for (Callable<T> task : tasks) {
				futures.add(threads.submit(() -> {
					start.await();
					return task.call();
				}));
			}
			start.countDown();
			List<T> results = new ArrayList<>();
			for (Future<T> future : futures) {
				results.add(future.get());
			}
			return results;
		}
	}
}
