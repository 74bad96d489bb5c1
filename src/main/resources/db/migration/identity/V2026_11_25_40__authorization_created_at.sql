-- When an authorization was created, so that the clean-up job also finds those that never got a token (a
-- consent that was never given); Spring Security's store does not write it, the default does.
ALTER TABLE oauth2_authorization ADD COLUMN created_at TIMESTAMP WITH TIME ZONE DEFAULT CURRENT_TIMESTAMP NOT NULL;
