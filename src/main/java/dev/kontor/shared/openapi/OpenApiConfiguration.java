package dev.kontor.shared.openapi;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;

import io.swagger.v3.oas.models.Components;
import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.oas.models.Operation;
import io.swagger.v3.oas.models.info.Info;
import io.swagger.v3.oas.models.security.OAuthFlow;
import io.swagger.v3.oas.models.security.OAuthFlows;
import io.swagger.v3.oas.models.security.Scopes;
import io.swagger.v3.oas.models.security.SecurityRequirement;
import io.swagger.v3.oas.models.security.SecurityScheme;
import io.swagger.v3.oas.models.servers.Server;
import io.swagger.v3.oas.models.tags.Tag;
import org.springdoc.core.customizers.OpenApiCustomizer;
import org.springdoc.core.customizers.OperationCustomizer;
import org.jspecify.annotations.Nullable;
import org.springdoc.core.utils.SpringDocUtils;
import tools.jackson.databind.JsonNode;

import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.info.BuildProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.util.AntPathMatcher;

import dev.kontor.shared.PlatformSettings;
import dev.kontor.shared.security.ApiPaths;
import dev.kontor.shared.security.Caller;

/**
 * The OpenAPI document: Kontor's name, version and description, the OAuth 2 flows of the platform's own
 * authorization server with every scope, and on each operation the scopes it needs, read from the rules that
 * enforce them ({@link ApiPaths}, {@code @PreAuthorize}). The {@link Caller} a controller takes comes from the
 * access token, so it is no parameter of any operation.
 */
@Configuration(proxyBeanMethods = false)
class OpenApiConfiguration {

	/** The name of the security scheme every operation's requirement refers to. */
	static final String SCHEME = "oauth2";

	private static final String TENANT_SEGMENT = "/tenants/{tenantId}/";

	/** An operation id springdoc numbered because the id was taken: {@code detailsTenantReads_1}. */
	private static final Pattern NUMBERED = Pattern.compile("(.+)_\\d+");

	static {
		SpringDocUtils.getConfig()
			.addRequestWrapperToIgnore(Caller.class)
			// a JSON value of any type (master data field values), not the Java object that holds it
			.replaceWithSchema(JsonNode.class, AnyJsonValue.schema());
	}

	private static final String DESCRIPTION = """
			Back end for securities trading platforms: master data, prices, client records, bank accounts, \
			anti-money-laundering control and webhook events, for many tenants, behind an OpenID Connect provider.

			Every operation needs a bearer access token of this platform's authorization server (`/connect/token`) \
			holding the scopes the operation names; the token's tenant is the tenant the operation works in, and \
			another tenant's records answer 404. The operator API (`/admin/v1`) needs `platform.admin`.""";

	@Bean
	OpenAPI kontorOpenApi(PlatformSettings platform, ObjectProvider<BuildProperties> build) {
		String issuer = platform.issuerString();
		BuildProperties properties = build.getIfAvailable();
		return new OpenAPI()
			.info(new Info().title("Kontor")
				.version(properties == null ? "development" : properties.getVersion())
				.description(DESCRIPTION))
			.servers(List.of(new Server().url(issuer)))
			.components(new Components().addSecuritySchemes(SCHEME, securityScheme(issuer)));
	}

	/** Client credentials for back ends; authorization code with PKCE (S256) for applications a user signs in to. */
	static SecurityScheme securityScheme(String issuer) {
		Scopes scopes = new Scopes();
		new TreeSet<>(dev.kontor.shared.security.Scopes.DESCRIPTIONS.keySet())
			.forEach(scope -> scopes.addString(scope, dev.kontor.shared.security.Scopes.describe(scope)));
		return new SecurityScheme().type(SecurityScheme.Type.OAUTH2)
			.description("Tokens of this platform's authorization server; the authorization code flow needs PKCE "
					+ "with S256.")
			.flows(new OAuthFlows()
				.clientCredentials(new OAuthFlow().tokenUrl(issuer + "/connect/token").scopes(scopes))
				.authorizationCode(new OAuthFlow().authorizationUrl(issuer + "/connect/authorize")
					.tokenUrl(issuer + "/connect/token")
					.refreshUrl(issuer + "/connect/token")
					.scopes(scopes)));
	}

	/**
	 * Each operation's alternatives of scopes from its {@code @PreAuthorize}, and an operation id of its own: the
	 * method and its controller ({@code getClient}, {@code registerOAuthClientAdmin}), where springdoc would number
	 * the methods of the same name ({@code get8}) in an order that changes whenever an operation is added, and with
	 * it every generated client's method names.
	 */
	@Bean
	OperationCustomizer scopesAndIdOfOperation() {
		return (operation, handlerMethod) -> {
			String controller = handlerMethod.getBeanType().getSimpleName().replaceFirst("Controller$", "");
			operation.setOperationId(handlerMethod.getMethod().getName() + controller);
			return declare(operation, RequiredScopes.of(handlerMethod.getMethod(), handlerMethod.getBeanType()));
		};
	}

	/**
	 * What only the paths tell: the scope every operation of the operator API needs on top (the API filter chain's
	 * rule), and the ids of operations served at two paths, with and without {@code /tenants/{tenantId}}, which
	 * springdoc would number: {@code detailsTenantReadsOfTenant} and {@code detailsTenantReads}.
	 */
	@Bean
	OpenApiCustomizer pathRules() {
		AntPathMatcher paths = new AntPathMatcher();
		return openApi -> {
			if (openApi.getPaths() == null) {
				return;
			}
			openApi.getPaths().forEach((path, item) -> {
				if (paths.match(ApiPaths.OPERATOR, path) && !paths.match(ApiPaths.REFERENCE_DATA, path)) {
					item.readOperations()
						.forEach(operation -> declare(operation,
								RequiredScopes.withScope(declared(operation), ApiPaths.OPERATOR_SCOPE)));
				}
			});
			nameOperationsServedAtTwoPaths(openApi);
			AnyJsonValue.untype(openApi);
			ErrorAnswers.declare(openApi);
			RequestExamples.declare(openApi);
			declareTags(openApi);
		};
	}

	/** The document's list of tags: every tag an operation names, so that each is declared. */
	private static void declareTags(OpenAPI openApi) {
		Set<String> names = new TreeSet<>();
		openApi.getPaths().values().forEach(item -> item.readOperations().forEach(operation -> {
			if (operation.getTags() != null) {
				names.addAll(operation.getTags());
			}
		}));
		openApi.setTags(names.stream().map(name -> new Tag().name(name)).toList());
	}

	private static void nameOperationsServedAtTwoPaths(OpenAPI openApi) {
		Map<String, Integer> uses = new HashMap<>();
		openApi.getPaths()
			.values()
			.forEach(item -> item.readOperations()
				.forEach(operation -> uses.merge(unnumbered(operation.getOperationId()), 1, Integer::sum)));
		openApi.getPaths().forEach((path, item) -> item.readOperations().forEach(operation -> {
			String id = unnumbered(operation.getOperationId());
			if (uses.get(id) > 1) {
				operation.setOperationId(path.contains(TENANT_SEGMENT) ? id + "OfTenant" : id);
			}
		}));
	}

	private static String unnumbered(@Nullable String operationId) {
		return operationId == null ? "" : NUMBERED.matcher(operationId).replaceFirst("$1");
	}

	private static Operation declare(Operation operation, List<Set<String>> alternatives) {
		operation.setSecurity(alternatives.isEmpty() ? null
				: alternatives.stream()
					.map(scopes -> new SecurityRequirement().addList(SCHEME, List.copyOf(new TreeSet<>(scopes))))
					.toList());
		return operation;
	}

	private static List<Set<String>> declared(Operation operation) {
		if (operation.getSecurity() == null) {
			return List.of();
		}
		return operation.getSecurity()
			.stream()
			.map(requirement -> Set.copyOf(requirement.getOrDefault(SCHEME, List.of())))
			.toList();
	}
}
