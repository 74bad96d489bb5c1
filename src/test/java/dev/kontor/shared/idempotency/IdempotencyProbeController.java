package dev.kontor.shared.idempotency;

import java.net.URI;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import org.springframework.http.ResponseEntity;
import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

/**
 * Idempotent operations that exist only in the tests: one that fails the first time each name is sent (a 5xx must
 * not pin the key), and one that runs until the test lets it end (a second request meets the first in flight).
 * Both answer 201 with a {@code Location}, which a replay must carry too.
 */
@RestController
class IdempotencyProbeController {

	private final Set<String> failedOnce = ConcurrentHashMap.newKeySet();

	private final Map<String, CountDownLatch> holds = new ConcurrentHashMap<>();

	private final AtomicInteger runs = new AtomicInteger();

	record Named(String name) {
	}

	record Created(String name, UUID id, int run) {
	}

	@PostMapping("/api/test/idempotency/fails-once")
	@PreAuthorize("hasAuthority('SCOPE_clients.write')")
	@Idempotent
	ResponseEntity<Created> failsOnce(@RequestBody Named request) {
		if (failedOnce.add(request.name())) {
			throw new IllegalStateException("Failing once, as the test asked");
		}
		return created(request.name());
	}

	@PostMapping("/api/test/idempotency/held")
	@PreAuthorize("hasAuthority('SCOPE_clients.write')")
	@Idempotent
	ResponseEntity<Created> held(@RequestBody Named request) throws InterruptedException {
		holds.computeIfAbsent(request.name(), name -> new CountDownLatch(1)).await(30, TimeUnit.SECONDS);
		return created(request.name());
	}

	/** Lets the held request of the name end (or one not yet sent end at once). */
	void release(String name) {
		holds.computeIfAbsent(name, n -> new CountDownLatch(1)).countDown();
	}

	private ResponseEntity<Created> created(String name) {
		UUID id = UUID.randomUUID();
		return ResponseEntity.created(URI.create("/api/test/idempotency/" + id))
			.body(new Created(name, id, runs.incrementAndGet()));
	}
}
