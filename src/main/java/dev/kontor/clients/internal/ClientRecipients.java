package dev.kontor.clients.internal;

import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import lombok.RequiredArgsConstructor;

import org.springframework.stereotype.Component;

import dev.kontor.clients.Client;
import dev.kontor.clients.ClientAddress;
import dev.kontor.clients.ClientNames;
import dev.kontor.clients.Clients;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.pdf.Recipient;
import dev.kontor.shared.pdf.Recipients;

/** Client records as customer documents address them: title, name and surname, and the postal address if known. */
@Component
@RequiredArgsConstructor
class ClientRecipients implements Recipients {

	private final Clients clients;

	@Override
	public Recipient of(TenantId tenantId, ClientId clientId) {
		return clients.find(tenantId, clientId)
			.map(ClientRecipients::recipient)
			.orElseThrow(() -> new NotFound("No client record with this id exists"));
	}

	static Recipient recipient(Client client) {
		ClientNames names = client.details().names();
		String name = Stream.of(names.title(), names.name(), names.surname())
			.filter(Objects::nonNull)
			.map(String::strip)
			.filter(part -> !part.isEmpty())
			.collect(Collectors.joining(" "));
		ClientAddress address = client.details().address();
		if (address == null) {
			return new Recipient(name, List.of(), null);
		}
		String street = address.streetNumber() == null ? address.street()
				: address.street() + " " + address.streetNumber();
		return new Recipient(name, List.of(street, address.postalCode() + " " + address.city()), address.country());
	}
}
