package dev.kontor.kyc.sessions;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

import org.springframework.stereotype.Component;

import dev.kontor.kyc.KycProvider;

/** The identity providers the platform has, by name: the built-in simulator and every configured adapter. */
@Component
public class KycProviders {

	private final Map<String, KycProvider> byName;

	KycProviders(List<KycProvider> providers) {
		this.byName = providers.stream().collect(Collectors.toUnmodifiableMap(KycProvider::name, Function.identity()));
	}

	public Optional<KycProvider> find(String name) {
		return Optional.ofNullable(byName.get(name));
	}

	public Set<String> names() {
		return byName.keySet();
	}
}
