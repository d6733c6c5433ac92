{{/*
Chart name, shortened to a valid label value.
*/}}
{{- define "yuletide.name" -}}
{{- default .Chart.Name .Values.nameOverride | trunc 63 | trimSuffix "-" }}
{{- end }}

{{/*
Release-scoped base name. Left at 52 characters so that "-worker" and the
other component suffixes still fit in a 63-character name.
*/}}
{{- define "yuletide.fullname" -}}
{{- if .Values.fullnameOverride }}
{{- .Values.fullnameOverride | trunc 52 | trimSuffix "-" }}
{{- else }}
{{- $name := default .Chart.Name .Values.nameOverride }}
{{- if contains $name .Release.Name }}
{{- .Release.Name | trunc 52 | trimSuffix "-" }}
{{- else }}
{{- printf "%s-%s" .Release.Name $name | trunc 52 | trimSuffix "-" }}
{{- end }}
{{- end }}
{{- end }}

{{- define "yuletide.chart" -}}
{{- printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" | trunc 63 | trimSuffix "-" }}
{{- end }}

{{/*
Labels every object carries (Helm's recommended labels).
*/}}
{{- define "yuletide.labels" -}}
helm.sh/chart: {{ include "yuletide.chart" . }}
{{ include "yuletide.selectorLabels" . }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
app.kubernetes.io/part-of: yuletide
{{- end }}

{{- define "yuletide.selectorLabels" -}}
app.kubernetes.io/name: {{ include "yuletide.name" . }}
app.kubernetes.io/instance: {{ .Release.Name }}
{{- end }}

{{/*
Labels and selector labels of one component. Call with (dict "ctx" $ "component" "api").
*/}}
{{- define "yuletide.componentLabels" -}}
{{ include "yuletide.labels" .ctx }}
app.kubernetes.io/component: {{ .component }}
{{- end }}

{{- define "yuletide.componentSelectorLabels" -}}
{{ include "yuletide.selectorLabels" .ctx }}
app.kubernetes.io/component: {{ .component }}
{{- end }}

{{- define "yuletide.serviceAccountName" -}}
{{- if .Values.serviceAccount.create }}
{{- default (include "yuletide.fullname" .) .Values.serviceAccount.name }}
{{- else }}
{{- default "default" .Values.serviceAccount.name }}
{{- end }}
{{- end }}

{{- define "yuletide.image" -}}
{{- printf "%s:%s" .Values.image.repository (default .Chart.AppVersion .Values.image.tag) }}
{{- end }}

{{/*
Name of the in-chart Redis (StatefulSet and Service) and of the Secret the
chart creates when Redis URLs are given as values.
*/}}
{{- define "yuletide.redisName" -}}
{{- printf "%s-redis" (include "yuletide.fullname" .) }}
{{- end }}

{{- define "yuletide.redisUrlSecretName" -}}
{{- printf "%s-redis-url" (include "yuletide.fullname" .) }}
{{- end }}

{{/*
Refuse contradictory or missing Redis settings at render time.
*/}}
{{- define "yuletide.validateRedis" -}}
{{- $r := .Values.redis }}
{{- if $r.inChart.enabled }}
{{- if or $r.url $r.queue.url $r.queue.existingSecret }}
{{- fail "redis.inChart.enabled runs the chart's own Redis for state and queue: leave redis.url, redis.queue.url and redis.queue.existingSecret empty" }}
{{- end }}
{{- else if and (not $r.url) (not $r.existingSecret) }}
{{- fail "Redis is required: set redis.existingSecret (a Secret holding the URL), redis.url, or redis.inChart.enabled=true" }}
{{- end }}
{{- if and $r.queue.url $r.queue.existingSecret }}
{{- fail "set only one of redis.queue.url and redis.queue.existingSecret" }}
{{- end }}
{{- if $r.cluster }}
{{- if $r.inChart.enabled }}
{{- fail "redis.cluster needs an external Redis Cluster: the in-chart Redis is a single node" }}
{{- end }}
{{- if not (or $r.queue.url $r.queue.existingSecret) }}
{{- fail "redis.cluster keeps game state on a Redis Cluster, but RQ needs a single, non-cluster Redis: set redis.queue.existingSecret or redis.queue.url" }}
{{- end }}
{{- end }}
{{- end }}

{{/*
REDIS_URL and, when the queue has its own Redis, RQ_REDIS_URL.
*/}}
{{- define "yuletide.redisEnv" -}}
{{- $r := .Values.redis }}
{{- include "yuletide.validateRedis" . -}}
- name: REDIS_URL
{{- if $r.inChart.enabled }}
  value: {{ printf "redis://%s:6379/0" (include "yuletide.redisName" .) | quote }}
{{- else }}
  valueFrom:
    secretKeyRef:
      {{- if $r.url }}
      name: {{ include "yuletide.redisUrlSecretName" . }}
      key: redis-url
      {{- else }}
      name: {{ $r.existingSecret }}
      key: {{ $r.existingSecretKey }}
      {{- end }}
{{- end }}
{{- if or $r.queue.url $r.queue.existingSecret }}
- name: RQ_REDIS_URL
  valueFrom:
    secretKeyRef:
      {{- if $r.queue.url }}
      name: {{ include "yuletide.redisUrlSecretName" . }}
      key: rq-redis-url
      {{- else }}
      name: {{ $r.queue.existingSecret }}
      key: {{ $r.queue.existingSecretKey }}
      {{- end }}
{{- end }}
- name: YULETIDE_REDIS_CLUSTER
  value: {{ ternary "1" "0" ($r.cluster | default false) | quote }}
{{- end }}

{{/*
Settings both roles read.
*/}}
{{- define "yuletide.commonEnv" -}}
{{ include "yuletide.redisEnv" . }}
{{- with .Values.config }}
- name: YULETIDE_LOG_LEVEL
  value: {{ .logLevel | quote }}
- name: YULETIDE_KEY_PREFIX
  value: {{ .keyPrefix | quote }}
- name: YULETIDE_IDLE_TTL_SECONDS
  value: {{ .idleTtlSeconds | int64 | quote }}
- name: YULETIDE_ALLOW_SEEDS
  value: {{ ternary "1" "0" .allowSeeds | quote }}
- name: YULETIDE_QUEUE
  value: {{ .queue | quote }}
- name: YULETIDE_EXPERT_ITERATIONS
  value: {{ .expertIterations | int64 | quote }}
- name: YULETIDE_EXPERT_SECONDS
  value: {{ .expertSeconds | quote }}
- name: YULETIDE_HINT_ITERATIONS
  value: {{ .hintIterations | int64 | quote }}
- name: YULETIDE_HINT_SECONDS
  value: {{ .hintSeconds | quote }}
- name: YULETIDE_BOT_REACTION_MS
  value: {{ .botReactionMs | int64 | quote }}
- name: YULETIDE_CORS_ORIGINS
  value: {{ join "," .corsOrigins | quote }}
- name: YULETIDE_RATE_LIMIT
  value: {{ .rateLimit | quote }}
- name: YULETIDE_AI_BUDGET
  value: {{ .aiBudget | quote }}
- name: YULETIDE_MAX_BODY_BYTES
  value: {{ .maxBodyBytes | int64 | quote }}
- name: YULETIDE_CAS_ATTEMPTS
  value: {{ .casAttempts | int64 | quote }}
- name: YULETIDE_NOTIFY_ALLOW
  value: {{ join "," .notifyAllow | quote }}
- name: YULETIDE_CLOCK_SWEEP_SECONDS
  value: {{ .clockSweepSeconds | quote }}
- name: YULETIDE_NOTICE_HOST_CONCURRENCY
  value: {{ .noticeHostConcurrency | int64 | quote }}
{{- end }}
{{- with .Values.extraEnv }}
{{ toYaml . }}
{{- end }}
{{- end }}

{{/*
Pod-level settings shared by the API and worker pods.
*/}}
{{- define "yuletide.podCommon" -}}
serviceAccountName: {{ include "yuletide.serviceAccountName" . }}
automountServiceAccountToken: false
enableServiceLinks: false
{{- with .Values.imagePullSecrets }}
imagePullSecrets:
  {{- toYaml . | nindent 2 }}
{{- end }}
securityContext:
  {{- toYaml .Values.podSecurityContext | nindent 2 }}
{{- end }}

{{/*
Scheduling settings of one role. Call with the role's values.
*/}}
{{- define "yuletide.scheduling" -}}
{{- with .nodeSelector }}
nodeSelector:
  {{- toYaml . | nindent 2 }}
{{- end }}
{{- with .tolerations }}
tolerations:
  {{- toYaml . | nindent 2 }}
{{- end }}
{{- with .affinity }}
affinity:
  {{- toYaml . | nindent 2 }}
{{- end }}
{{- with .topologySpreadConstraints }}
topologySpreadConstraints:
  {{- toYaml . | nindent 2 }}
{{- end }}
{{- end }}

{{/*
Pod annotations of one role as YAML, or nothing. Call with
(dict "ctx" $ "extra" <role podAnnotations> "scrape" <bool> "port" <metrics port>).
The checksum rolls the pods when the Secret the chart makes from Redis URLs changes.
*/}}
{{- define "yuletide.podAnnotations" -}}
{{- $ctx := .ctx }}
{{- $annotations := dict }}
{{- if .scrape }}
{{- $_ := set $annotations "prometheus.io/scrape" "true" }}
{{- $_ := set $annotations "prometheus.io/port" (.port | int64 | toString) }}
{{- $_ := set $annotations "prometheus.io/path" "/metrics" }}
{{- end }}
{{- if and (not $ctx.Values.redis.inChart.enabled) (or $ctx.Values.redis.url $ctx.Values.redis.queue.url) }}
{{- $_ := set $annotations "checksum/redis-url" (include (print $ctx.Template.BasePath "/redis-url-secret.yaml") $ctx | sha256sum) }}
{{- end }}
{{- $annotations = merge $annotations (.extra | default dict) }}
{{- with $annotations }}
{{- toYaml . }}
{{- end }}
{{- end }}
