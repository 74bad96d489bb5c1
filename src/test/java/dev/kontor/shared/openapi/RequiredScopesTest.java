package dev.kontor.shared.openapi;

import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

import org.springframework.security.access.prepost.PreAuthorize;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;

class RequiredScopesTest {

	static Stream<Arguments> expressions() {
		return Stream.of(Arguments.of("hasAuthority('SCOPE_clients.read')", List.of(Set.of("clients.read"))),
				Arguments.of("hasAnyAuthority('SCOPE_aml.officer', 'SCOPE_aml.write')",
						List.of(Set.of("aml.officer"), Set.of("aml.write"))),
				Arguments.of("hasAuthority('SCOPE_a') and hasAuthority('SCOPE_b')", List.of(Set.of("a", "b"))),
				Arguments.of("hasAuthority('SCOPE_a') or hasAuthority('SCOPE_b')", List.of(Set.of("a"), Set.of("b"))),
				Arguments.of("hasAuthority('SCOPE_a') and (hasAuthority('SCOPE_b') or hasAuthority('SCOPE_c'))",
						List.of(Set.of("a", "b"), Set.of("a", "c"))),
				Arguments.of("hasAnyAuthority('SCOPE_a', 'SCOPE_a')", List.of(Set.of("a"))));
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("expressions")
	void readsTheAlternativesOfScopesOfAnExpression(String expression, List<Set<String>> alternatives) {
		assertThat(RequiredScopes.ofExpression(expression)).isEqualTo(alternatives);
	}

	@ParameterizedTest
	@ValueSource(strings = { "isAuthenticated()", "hasRole('ADMIN')", "hasAuthority('clients.read')",
			"hasAuthority('SCOPE_a') and isAuthenticated()", "!hasAuthority('SCOPE_a')", "@guard.check(#id)",
			"hasAuthority(#scope)" })
	void refusesAnExpressionItCannotDeclareAsScopes(String expression) {
		assertThatIllegalStateException().isThrownBy(() -> RequiredScopes.ofExpression(expression))
			.withMessageContaining(expression);
	}

	@Test
	void theMethodsRuleComesBeforeItsClasssRule() throws NoSuchMethodException {
		assertThat(RequiredScopes.of(Guarded.class.getDeclaredMethod("own"), Guarded.class))
			.containsExactly(Set.of("own.scope"));
		assertThat(RequiredScopes.of(Guarded.class.getDeclaredMethod("inherited"), Guarded.class))
			.containsExactly(Set.of("class.scope"));
		assertThat(RequiredScopes.of(Unguarded.class.getDeclaredMethod("open"), Unguarded.class)).isEmpty();
	}

	@Test
	void aScopeOnTopIsNeededInEveryAlternative() {
		assertThat(RequiredScopes.withScope(List.of(Set.of("a"), Set.of("b")), "platform.admin"))
			.containsExactly(Set.of("a", "platform.admin"), Set.of("b", "platform.admin"));
		assertThat(RequiredScopes.withScope(List.of(), "platform.admin")).containsExactly(Set.of("platform.admin"));
	}

	@PreAuthorize("hasAuthority('SCOPE_class.scope')")
	static class Guarded {

		@PreAuthorize("hasAuthority('SCOPE_own.scope')")
		void own() {
		}

		void inherited() {
		}
	}

	static class Unguarded {

		void open() {
		}
	}
}
