package dev.kontor.aml.screening;

import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.jspecify.annotations.Nullable;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.io.ClassPathResource;

import dev.kontor.aml.screening.http.HttpScreeningProvider;
import dev.kontor.aml.screening.list.ListScreening;

/** The built-in list is always loaded (the operator endpoint reloads it); the provider in use is the configured one. */
@Configuration(proxyBeanMethods = false)
class ScreeningConfiguration {

	static final String SAMPLE_LIST = "aml/screening-sample.csv";

	@Bean
	ListScreening listScreening(ScreeningSettings settings) {
		return new ListScreening(source(settings.listFile()), settings.threshold(), settings.maxHits());
	}

	@Bean
	ScreeningProviders screeningProviders(ScreeningSettings settings, ListScreening list) {
		return switch (settings.provider()) {
			case builtin -> new ScreeningProviders(list);
			case http -> new ScreeningProviders(httpProvider(settings.http()));
		};
	}

	private static ScreeningProvider httpProvider(ScreeningSettings.Http http) {
		if (http.url() == null) {
			throw new IllegalStateException(
					"kontor.aml.screening.provider=http needs kontor.aml.screening.http.url");
		}
		return new HttpScreeningProvider(http.name(), http.url(), http.apiKey(), http.timeout());
	}

	private static ListScreening.Source source(@Nullable Path file) {
		if (file == null) {
			return new ListScreening.Source() {

				@Override
				public Reader open() throws IOException {
					return new InputStreamReader(new ClassPathResource(SAMPLE_LIST).getInputStream(),
							StandardCharsets.UTF_8);
				}

				@Override
				public String description() {
					return "the sample list (classpath:" + SAMPLE_LIST + ")";
				}
			};
		}
		return new ListScreening.Source() {

			@Override
			public Reader open() throws IOException {
				return Files.newBufferedReader(file, StandardCharsets.UTF_8);
			}

			@Override
			public String description() {
				return file.toAbsolutePath().toString();
			}
		};
	}
}
