package dev.kontor;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.context.properties.ConfigurationPropertiesScan;

import dev.kontor.shared.VirtualThreadCarriers;

@SpringBootApplication
@ConfigurationPropertiesScan
public class KontorApplication {

	public static void main(String[] args) {
		VirtualThreadCarriers.twicePerCoreUnlessSet();
		SpringApplication.run(KontorApplication.class, args);
	}
}
