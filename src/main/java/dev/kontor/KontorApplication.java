package dev.kontor;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.context.properties.ConfigurationPropertiesScan;

import dev.kontor.shared.VirtualThreadCarriers;
import dev.kontor.simulators.Simulators;

@SpringBootApplication
@ConfigurationPropertiesScan
public class KontorApplication {

	/**
	 * Starts Kontor, or with {@code --kontor.mode=fix-exchange} the FIX exchange simulator and with
	 * {@code --kontor.mode=bank-simulator} the bank simulator that ship with it, which run without the Spring
	 * application (no database, no web server).
	 */
	public static void main(String[] args) throws Exception {
		if (Simulators.runIfSelected(args)) {
			return;
		}
		VirtualThreadCarriers.twicePerCoreUnlessSet();
		SpringApplication.run(KontorApplication.class, args);
	}
}
