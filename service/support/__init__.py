"""Support: what every layer may use and which imports nothing else of the service.

Configuration from the environment (`settings`), the webhook allow-list's parsing (`origins`), logging
(`logs`), Prometheus metrics (`metrics`) and the request id carried through logs and jobs (`requestid`).
May import: `domain` and third-party libraries only.
"""
