package dev.kontor.identity.tenants;

import java.time.Clock;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;

import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.util.unit.DataSize;

import dev.kontor.shared.NotFound;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.documents.DocumentFiles;
import dev.kontor.shared.jdbc.Timestamps;
import dev.kontor.shared.pdf.Letterhead;
import dev.kontor.shared.pdf.Letterheads;

/**
 * The tenants' branding of their customer documents, kept in {@code tenant_brandings}, and the letterheads other
 * modules read from it ({@link Letterheads}): a tenant without branding gets the neutral letterhead of its name.
 */
@Repository
@RequiredArgsConstructor
public class TenantBrandings implements Letterheads {

	private static final String SELECT = "SELECT legal_name, address_lines, registration_number, "
			+ "supervisory_authority, logo, primary_color, footer_text, locale FROM tenant_brandings "
			+ "WHERE tenant_id = :tenantId";

	private final JdbcClient jdbc;

	private final Tenants tenants;

	private final Clock clock;

	/** Sets the tenant's branding, replacing any before; 404 for an unknown tenant, 400 for a bad logo or locale. */
	@Transactional
	public TenantBranding set(UUID tenantId, UUID actorId, TenantBranding branding) {
		requireTenant(tenantId);
		String locale = BrandingRules.locale(branding.locale()).toLanguageTag();
		byte[] logo = branding.logo() == null ? null
				: DocumentFiles.decode(branding.logo(), DataSize.ofBytes(TenantBranding.MAX_LOGO_BYTES));
		if (logo != null) {
			BrandingRules.requirePng(logo);
		}
		String sql = "UPDATE tenant_brandings SET legal_name = :legalName, address_lines = :addressLines, "
				+ "registration_number = :registrationNumber, supervisory_authority = :supervisoryAuthority, "
				+ "logo = :logo, primary_color = :primaryColor, footer_text = :footerText, locale = :locale, "
				+ "updated_date = :now, updated_user_id = :actor WHERE tenant_id = :tenantId";
		if (write(sql, tenantId, actorId, branding, logo, locale) == 0) {
			try {
				write("INSERT INTO tenant_brandings (tenant_id, legal_name, address_lines, registration_number, "
						+ "supervisory_authority, logo, primary_color, footer_text, locale, updated_date, "
						+ "updated_user_id) VALUES (:tenantId, :legalName, :addressLines, :registrationNumber, "
						+ ":supervisoryAuthority, :logo, :primaryColor, :footerText, :locale, :now, :actor)", tenantId,
						actorId, branding, logo, locale);
			}
			catch (DuplicateKeyException ex) {
				// a concurrent first branding of the tenant was inserted in between: this one replaces it
				write(sql, tenantId, actorId, branding, logo, locale);
			}
		}
		return get(tenantId);
	}

	/** The tenant's branding as it was set; 404 for an unknown tenant or one that has set none. */
	public TenantBranding get(UUID tenantId) {
		requireTenant(tenantId);
		return find(tenantId).map(TenantBrandings::branding)
			.orElseThrow(() -> new NotFound("The tenant has set no branding; its documents carry its name"));
	}

	@Override
	public Letterhead of(TenantId tenantId) {
		return find(tenantId.value()).orElseGet(() -> Letterhead.neutral(tenants.findById(tenantId.value())
			.map(Tenant::name)
			.orElseThrow(() -> new NotFound("No tenant with this id exists"))));
	}

	private Optional<Letterhead> find(UUID tenantId) {
		return jdbc.sql(SELECT)
			.param("tenantId", tenantId)
			.query((rs, n) -> new Letterhead(rs.getString(1), lines(rs.getString(2)), rs.getString(3),
					rs.getString(4), rs.getBytes(5), rs.getString(6), rs.getString(7),
					Locale.forLanguageTag(rs.getString(8))))
			.optional();
	}

	private int write(String sql, UUID tenantId, UUID actorId, TenantBranding branding, byte @Nullable [] logo,
			String locale) {
		return jdbc.sql(sql)
			.param("tenantId", tenantId)
			.param("legalName", branding.legalName().strip())
			.param("addressLines", String.join("\n", branding.addressLines().stream().map(String::strip).toList()))
			.param("registrationNumber", branding.registrationNumber())
			.param("supervisoryAuthority", branding.supervisoryAuthority())
			.param("logo", logo)
			.param("primaryColor", branding.primaryColor())
			.param("footerText", branding.footerText())
			.param("locale", locale)
			.param("now", Timestamps.of(Timestamps.now(clock)))
			.param("actor", actorId)
			.update();
	}

	private void requireTenant(UUID tenantId) {
		if (tenants.findById(tenantId).isEmpty()) {
			throw new NotFound("No tenant with this id exists");
		}
	}

	private static List<String> lines(String joined) {
		return joined.isEmpty() ? List.of() : Arrays.asList(joined.split("\n"));
	}

	private static TenantBranding branding(Letterhead letterhead) {
		return new TenantBranding(letterhead.legalName(), letterhead.addressLines(), letterhead.registrationNumber(),
				letterhead.supervisoryAuthority(),
				letterhead.logoPng() == null ? null : DocumentFiles.encode(letterhead.logoPng()),
				letterhead.primaryColor(), letterhead.footerText(), letterhead.locale().toLanguageTag());
	}
}
