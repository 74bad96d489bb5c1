package dev.kontor.shared.web;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class MasterDataMessageTest {

	@Test
	void withoutPropertiesTheMessageIsTheDetail() {
		assertThat(ErrorBodies.masterDataMessage("No instrument with this ISIN", Map.of()))
			.isEqualTo("No instrument with this ISIN");
	}

	@Test
	void namesEachPropertyOnce() {
		assertThat(ErrorBodies.masterDataMessage("The request has invalid fields",
				Map.of("pageNumber", List.of("must be at least 1"), "actualId", List.of("actualId is required"))))
			.isEqualTo("actualId is required; pageNumber: must be at least 1");
	}
}
