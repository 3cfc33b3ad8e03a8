#include "heatmetrics.h"

#include <functional>

namespace DriveProof::Report {

namespace {

quint64 rise(quint32 before, quint32 after)
{
    return after > before ? quint64(after - before) : 0;
}

// Both readings' thermal counters, or null.
std::optional<std::pair<ThermalCounters, ThermalCounters>> counters(const Heat &heat)
{
    if (!heat.before || !heat.after || !heat.before->thermal || !heat.after->thermal)
        return std::nullopt;
    return std::pair{*heat.before->thermal, *heat.after->thermal};
}

Labels resultLabels(const DriveSnapshot &d, const TestResult &r)
{
    return {{QStringLiteral("device"), d.info.name}, {QStringLiteral("family"), r.family}};
}

Labels with(Labels labels, const char *name, const QString &value)
{
    labels.append({QLatin1String(name), value});
    return labels;
}

// One family; `add` writes the samples of one result.
void perResult(OpenMetricsWriter &w, const QList<DriveSnapshot> &drives, const char *name,
               const char *help, const char *unit,
               const std::function<void(const Labels &, const TestResult &)> &add)
{
    w.gauge(QLatin1String(name), QLatin1String(help), QLatin1String(unit));
    for (const DriveSnapshot &d : drives) {
        for (const TestResult &r : d.latestResults)
            add(resultLabels(d, r), r);
    }
}

} // namespace

std::optional<quint64> thermalTransitionsDuring(const Heat &heat)
{
    const auto c = counters(heat);
    if (!c)
        return std::nullopt;
    return rise(c->first.transitions[0], c->second.transitions[0]) +
           rise(c->first.transitions[1], c->second.transitions[1]);
}

void heatMetrics(OpenMetricsWriter &w, const QList<DriveSnapshot> &drives)
{
    perResult(w, drives, "driveproof_test_temperature_celsius",
              "The drive's temperature just before and just after the latest test of a family "
              "(never read during it).",
              "celsius", [&](const Labels &l, const TestResult &r) {
                  const std::pair<const char *, const std::optional<HeatReading> *> readings[] = {
                      {"before", &r.heat.before}, {"after", &r.heat.after}};
                  for (const auto &[when, reading] : readings) {
                      if (*reading && (*reading)->temperatureCelsius)
                          w.sample(with(l, "reading", QLatin1String(when)),
                                   *(*reading)->temperatureCelsius);
                  }
              });
    perResult(w, drives, "driveproof_test_thermal_transitions",
              "How often the NVMe drive entered thermal management level 1 (light) or 2 "
              "(heavy) during the latest test of a family: the counters' rise.",
              "", [&](const Labels &l, const TestResult &r) {
                  if (const auto c = counters(r.heat)) {
                      for (int i = 0; i < 2; ++i)
                          w.sample(with(l, "level", QString::number(i + 1)),
                                   double(rise(c->first.transitions[i], c->second.transitions[i])));
                  }
              });
    perResult(w, drives, "driveproof_test_thermal_management_seconds",
              "Seconds the NVMe drive spent in thermal management level 1 or 2 during the "
              "latest test of a family: the counters' rise.",
              "seconds", [&](const Labels &l, const TestResult &r) {
                  if (const auto c = counters(r.heat)) {
                      for (int i = 0; i < 2; ++i)
                          w.sample(with(l, "level", QString::number(i + 1)),
                                   double(rise(c->first.seconds[i], c->second.seconds[i])));
                  }
              });
    perResult(
        w, drives, "driveproof_test_over_temperature_seconds",
        "Time the NVMe drive spent above its warning or critical composite temperature "
        "during the latest test of a family (the drive counts whole minutes).",
        "seconds", [&](const Labels &l, const TestResult &r) {
            if (const auto c = counters(r.heat)) {
                w.sample(with(l, "threshold", QStringLiteral("warning")),
                         60.0 * double(rise(c->first.warningMinutes, c->second.warningMinutes)));
                w.sample(with(l, "threshold", QStringLiteral("critical")),
                         60.0 * double(rise(c->first.criticalMinutes, c->second.criticalMinutes)));
            }
        });
    perResult(w, drives, "driveproof_test_throttled",
              "1 when the drive slowed itself down for heat during the latest test of a family "
              "(its thermal-management transitions rose), 0 when it did not; absent when the "
              "counters were not read.",
              "", [&](const Labels &l, const TestResult &r) {
                  if (const auto n = thermalTransitionsDuring(r.heat))
                      w.sample(l, *n > 0 ? 1.0 : 0.0);
              });
}

} // namespace DriveProof::Report
