package dev.kontor.shared;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class VirtualThreadCarriersTest {

	String given;

	@BeforeEach
	void remember() {
		given = System.getProperty(VirtualThreadCarriers.PARALLELISM);
	}

	@AfterEach
	void restore() {
		if (given == null) {
			System.clearProperty(VirtualThreadCarriers.PARALLELISM);
		}
		else {
			System.setProperty(VirtualThreadCarriers.PARALLELISM, given);
		}
	}

	@Test
	void withoutASettingThereAreTwoCarriersPerCore() {
		System.clearProperty(VirtualThreadCarriers.PARALLELISM);

		VirtualThreadCarriers.twicePerCoreUnlessSet();

		assertThat(System.getProperty(VirtualThreadCarriers.PARALLELISM))
			.isEqualTo(Integer.toString(2 * Runtime.getRuntime().availableProcessors()));
	}

	@Test
	void theOperatorsSettingStands() {
		System.setProperty(VirtualThreadCarriers.PARALLELISM, "3");

		VirtualThreadCarriers.twicePerCoreUnlessSet();

		assertThat(System.getProperty(VirtualThreadCarriers.PARALLELISM)).isEqualTo("3");
	}
}
