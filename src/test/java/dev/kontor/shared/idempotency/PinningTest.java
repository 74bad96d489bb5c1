package dev.kontor.shared.idempotency;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.assertj.core.api.Assertions.assertThat;

class PinningTest {

	@ParameterizedTest
	@ValueSource(ints = { 200, 201, 202, 204, 400, 404, 413, 422 })
	void theRequestsOwnOutcomesPinTheKey(int status) {
		assertThat(Pinning.pins(status)).isTrue();
	}

	@ParameterizedTest
	@ValueSource(ints = { 401, 403, 408, 409, 425, 429, 500, 502, 503, 504 })
	void failuresAndNotNowRefusalsLeaveTheKeyFree(int status) {
		assertThat(Pinning.pins(status)).isFalse();
	}
}
