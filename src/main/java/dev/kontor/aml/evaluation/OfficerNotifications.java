package dev.kontor.aml.evaluation;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.UUID;

import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.beans.factory.ObjectProvider;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.mail.MailException;
import org.springframework.mail.SimpleMailMessage;
import org.springframework.mail.javamail.JavaMailSender;
import org.springframework.scheduling.annotation.SchedulingConfigurer;
import org.springframework.scheduling.config.FixedDelayTask;
import org.springframework.scheduling.config.ScheduledTaskRegistrar;
import org.springframework.stereotype.Component;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

import dev.kontor.aml.AmlProperties;
import dev.kontor.aml.settings.AmlSettings;
import dev.kontor.shared.Ids;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * Tells the AML officer about evaluations waiting for a decision. The notification is stored with the evaluation,
 * in its transaction, and sent afterwards by a job: by mail when SMTP is configured ({@code spring.mail.host}),
 * otherwise as a log line. Several instances share the work by locking the rows they send, a batch at a time.
 */
@Component
class OfficerNotifications implements SchedulingConfigurer {

	private static final Logger log = LoggerFactory.getLogger(OfficerNotifications.class);

	private static final int MAX_ATTEMPTS = 10;

	private static final int BATCH_SIZE = 50;

	private final JdbcClient jdbc;

	private final ObjectProvider<JavaMailSender> mail;

	private final Ids ids;

	private final Clock clock;

	private final Duration interval;

	private final TransactionTemplate transactions;

	OfficerNotifications(JdbcClient jdbc, ObjectProvider<JavaMailSender> mail, Ids ids, AmlProperties properties,
			Clock clock, PlatformTransactionManager transactionManager) {
		this.jdbc = jdbc;
		this.interval = properties.notificationInterval();
		this.mail = mail;
		this.ids = ids;
		this.clock = clock;
		this.transactions = new TransactionTemplate(transactionManager);
	}

	record Notification(UUID id, String recipient, String subject, String body, int attempts) {
	}

	void notifyOfficer(AmlSettings settings, Evaluation evaluation) {
		Evaluation.Action action = evaluation.action();
		String clientKey = evaluation.client().identity().clientKey();
		String subject = "AML: " + action.transactionType() + " of " + action.amount().toPlainString() + " "
				+ action.currencyCode() + " by client " + clientKey + " waits for your decision";
		String body = "Evaluation " + evaluation.id() + "\nClient: " + clientKey + " ("
				+ evaluation.client().identity().clientName() + ")\n" + evaluation.checks().riskMessage()
				+ "\nDecide with PUT /api/v3/aml/"
				+ "action-evaluations/" + evaluation.id() + "/status";
		jdbc.sql("""
				INSERT INTO aml_officer_notifications (id, tenant_id, evaluation_id, recipient, subject, body,
				  created_date, attempts)
				VALUES (:id, :tenantId, :evaluationId, :recipient, :subject, :body, :created, 0)""")
			.param("id", ids.next())
			.param("tenantId", evaluation.tenantId().value())
			.param("evaluationId", evaluation.id().value())
			.param("recipient", settings.policy().amlOfficerEmail())
			.param("subject", subject)
			.param("body", body)
			.param("created", Timestamps.of(evaluation.keeping().createdDate()))
			.update();
	}

	@Override
	public void configureTasks(ScheduledTaskRegistrar jobs) {
		jobs.addFixedDelayTask(new FixedDelayTask(this::sendPending, interval, Duration.ZERO));
	}

	/**
	 * Sends what is pending, a batch per transaction, while whole batches go out; a short batch, or one with a failed
	 * mail, waits for the next interval, so an SMTP server that is down is not asked again at once.
	 */
	void sendPending() {
		@Nullable JavaMailSender sender = mail.getIfAvailable();
		Integer sent;
		do {
			sent = transactions.execute(status -> sendBatch(sender));
		}
		while (sent != null && sent == BATCH_SIZE);
	}

	private int sendBatch(@Nullable JavaMailSender sender) {
		List<Notification> pending = jdbc.sql("""
				SELECT id, recipient, subject, body, attempts FROM aml_officer_notifications
				WHERE sent_date IS NULL AND attempts < :max ORDER BY created_date FETCH FIRST :batch ROWS ONLY
				FOR UPDATE SKIP LOCKED""")
			.param("max", MAX_ATTEMPTS)
			.param("batch", BATCH_SIZE)
			.query(Notification.class)
			.list();
		int sent = 0;
		for (Notification notification : pending) {
			sent += send(notification, sender) ? 1 : 0;
		}
		return sent;
	}

	private boolean send(Notification notification, @Nullable JavaMailSender sender) {
		Instant now = Timestamps.now(clock);
		if (sender == null) {
			log.info("AML officer notification (no SMTP configured): to={} subject=\"{}\"", notification.recipient(),
					notification.subject());
			markSent(notification, "Log", now);
			return true;
		}
		try {
			SimpleMailMessage message = new SimpleMailMessage();
			message.setTo(notification.recipient());
			message.setSubject(notification.subject());
			message.setText(notification.body());
			sender.send(message);
			markSent(notification, "Mail", now);
			return true;
		}
		catch (MailException ex) {
			log.warn("AML officer notification not sent: to={} attempt={} error={}", notification.recipient(),
					notification.attempts() + 1, ex.getMessage());
			String error = String.valueOf(ex.getMessage());
			jdbc.sql("UPDATE aml_officer_notifications SET attempts = attempts + 1, last_error = :error WHERE id = :id")
				.param("error", error.substring(0, Math.min(500, error.length())))
				.param("id", notification.id())
				.update();
			return false;
		}
	}

	private void markSent(Notification notification, String channel, Instant at) {
		jdbc.sql("UPDATE aml_officer_notifications SET sent_date = :at, channel = :channel, attempts = attempts + 1 "
				+ "WHERE id = :id")
			.param("at", Timestamps.of(at))
			.param("channel", channel)
			.param("id", notification.id())
			.update();
	}
}
