package dev.kontor.masterdata.requests.web;

import com.fasterxml.jackson.annotation.JsonUnwrapped;

import dev.kontor.masterdata.requests.InstrumentRequest;
import dev.kontor.masterdata.requests.RequestDates;
import dev.kontor.masterdata.requests.RequestState;
import dev.kontor.masterdata.requests.RequestedInstrument;

/**
 * An instrument request as document 2 shows it: exactly its fields, flat. The row's id and tenant stay inside, since
 * the paths name a request by {@code idType} and {@code actualId} and the tenant is the caller's.
 */
record InstrumentRequestView(@JsonUnwrapped RequestedInstrument instrument, @JsonUnwrapped RequestDates dates,
		@JsonUnwrapped RequestState state) {

	static InstrumentRequestView of(InstrumentRequest request) {
		return new InstrumentRequestView(request.instrument(), request.dates(), request.state());
	}
}
