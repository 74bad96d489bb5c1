package dev.kontor.aml.audit;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.shared.jdbc.Timestamps;

/**
 * The evaluation decision log ({@code aml_evaluation_decisions}, written by the evaluation and the officer's
 * decisions) read as audit entries of entity {@code Evaluation}: one entry per decision, the automatic one first
 * (Created), each later one (Updated) with the decision before it as {@code before}. The log keeps who decided but not
 * through which OAuth client, so {@code clientId} is null.
 */
@Repository
@RequiredArgsConstructor
class DecisionLog {

	/**
	 * The previous decision of an entry may lie before the range, so the window runs over every decision of the
	 * evaluations decided in the range and the range is applied after it.
	 */
	private static final String SELECT = """
			SELECT * FROM (
			  SELECT d.id, d.evaluation_id, e.tenant_id, d.status, d.source, d.reason, d.note, d.decided_by,
			    d.decided_date,
			    LAG(d.status) OVER (PARTITION BY d.evaluation_id ORDER BY d.decided_date, d.id) AS previous_status,
			    LAG(d.source) OVER (PARTITION BY d.evaluation_id ORDER BY d.decided_date, d.id) AS previous_source,
			    LAG(d.reason) OVER (PARTITION BY d.evaluation_id ORDER BY d.decided_date, d.id) AS previous_reason,
			    LAG(d.note) OVER (PARTITION BY d.evaluation_id ORDER BY d.decided_date, d.id) AS previous_note,
			    LAG(d.decided_by) OVER (PARTITION BY d.evaluation_id ORDER BY d.decided_date, d.id) AS previous_by,
			    LAG(d.decided_date) OVER (PARTITION BY d.evaluation_id ORDER BY d.decided_date, d.id)
			      AS previous_date
			  FROM aml_evaluation_decisions d JOIN aml_action_evaluations e ON e.id = d.evaluation_id
			  WHERE e.tenant_id = :tenantId AND d.decided_date < :to
			    AND d.evaluation_id IN (SELECT evaluation_id FROM aml_evaluation_decisions
			      WHERE decided_date >= :from AND decided_date < :to)""";

	private static final String IN_RANGE_NEWEST_FIRST = """
			) log WHERE decided_date >= :from
			ORDER BY decided_date DESC, id DESC FETCH FIRST\s""";

	private final JdbcClient jdbc;

	private final JsonMapper json;

	/** The newest decisions of the query's range, as many as its page needs, newest first. */
	List<AuditEntry> newest(AuditQuery query) {
		String evaluation = query.entityId() == null ? "" : " AND d.evaluation_id = :evaluationId";
		JdbcClient.StatementSpec statement = jdbc
			.sql(SELECT + evaluation + IN_RANGE_NEWEST_FIRST + query.needed() + " ROWS ONLY")
			.param("tenantId", query.tenantId())
			.param("from", Timestamps.of(query.from()))
			.param("to", Timestamps.of(query.to()));
		if (query.entityId() != null) {
			statement = statement.param("evaluationId", query.entityId());
		}
		return statement.query(this::entry).list();
	}

	private AuditEntry entry(ResultSet rs, int rowNum) throws SQLException {
		String previousStatus = rs.getString("previous_status");
		String before = previousStatus == null ? null
				: decision(previousStatus, rs.getString("previous_source"), rs.getString("previous_reason"),
						rs.getString("previous_note"), rs.getObject("previous_by", UUID.class),
						Timestamps.instant(rs, "previous_date"));
		UUID decidedBy = rs.getObject("decided_by", UUID.class);
		Instant decidedDate = Objects.requireNonNull(Timestamps.instant(rs, "decided_date"));
		String after = decision(rs.getString("status"), rs.getString("source"), rs.getString("reason"),
				rs.getString("note"), decidedBy, decidedDate);
		return new AuditEntry(rs.getObject("id", UUID.class), rs.getObject("tenant_id", UUID.class),
				AuditedEntity.Evaluation, rs.getObject("evaluation_id", UUID.class), null,
				new AuditEntry.AuditedChange(before == null ? AuditAction.Created : AuditAction.Updated, decidedBy,
						null, decidedDate),
				before, after);
	}

	/** A decision as the evaluation record shows it: its status, reason and note, and who decided when. */
	private String decision(String status, String source, @Nullable String reason, @Nullable String note,
			@Nullable UUID decidedBy, @Nullable Instant decidedDate) {
		Map<String, @Nullable Object> decision = new LinkedHashMap<>();
		decision.put("status", status);
		decision.put("source", source);
		decision.put("reason", reason);
		decision.put("note", note);
		decision.put("deciderUserId", decidedBy);
		decision.put("dateDecision", decidedDate);
		return json.writeValueAsString(decision);
	}
}
