package dev.kontor.pricefeed.demo;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;

import lombok.RequiredArgsConstructor;

import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.core.io.ClassPathResource;
import org.springframework.stereotype.Component;

import dev.kontor.pricefeed.calendars.MarketCalendar;
import dev.kontor.pricefeed.instruments.InstrumentDefinition;
import dev.kontor.pricefeed.ordersupport.OrderSupportDefinition;

/**
 * The sample reference data of the {@code demo} profile, in the operator's upsert format: real instruments on both
 * providers, the 2026 calendars of Xetra and the New York Stock Exchange, and order support for the demo tenant.
 */
@Component
@RequiredArgsConstructor
class DemoSample {

	static final String INSTRUMENTS = "pricefeed/demo-instruments.json";

	static final String CALENDARS = "pricefeed/demo-calendars.json";

	static final String ORDER_SUPPORT = "pricefeed/demo-order-support.json";

	private final JsonMapper json;

	List<InstrumentDefinition> instruments() {
		return read(INSTRUMENTS, new TypeReference<>() {
		});
	}

	/** Calendars by MIC. */
	Map<String, MarketCalendar> calendars() {
		return read(CALENDARS, new TypeReference<>() {
		});
	}

	List<OrderSupportDefinition> orderSupport() {
		return read(ORDER_SUPPORT, new TypeReference<>() {
		});
	}

	private <T> T read(String path, TypeReference<T> type) {
		try (InputStream in = new ClassPathResource(path).getInputStream()) {
			return json.readValue(in, type);
		}
		catch (IOException ex) {
			throw new UncheckedIOException("Cannot read " + path, ex);
		}
	}
}
