// Fuzz target: the test-result importer (testresultjson.h), which reads files a person may
// have edited or that a disk may have damaged. Any input must give a result or an Error with
// a message, never a crash; what is accepted must export and import again to the same
// histograms and, sums within 2^52 aside, to the same JSON. Seeds: corpus/testresultjson/,
// results exported by real commit and quick runs.
#include "report/testresultjson.h"

#include <QJsonArray>

#include <cstdint>
#include <cstdlib>

using namespace DriveProof;
using namespace DriveProof::Report;

namespace {

bool sameHistogram(const Engine::LatencyHistogram &a, const Engine::LatencyHistogram &b)
{
    if (a.count() != b.count() || a.min() != b.min() || a.max() != b.max())
        return false;
    for (double p : {0.0, 50.0, 99.0, 99.9, 100.0}) {
        if (a.percentile(p) != b.percentile(p))
            return false;
    }
    return true;
}

// The histogram keeps no exact sum (histogramjson.h): above 2^52 the written sum may move.
bool sumsAreExact(const QJsonObject &exported)
{
    for (const QJsonValue &m : exported.value(QStringLiteral("measurements")).toArray()) {
        const QJsonObject h = m.toObject().value(QStringLiteral("histogram")).toObject();
        if (h.value(QStringLiteral("sum")).toInteger() >= (qint64(1) << 52))
            return false;
    }
    return true;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes =
        QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
    const Result<TestResult> first = testResultFromJsonText(bytes);
    if (!first) {
        if (first.error().message.isEmpty())
            std::abort();
        return 0;
    }
    const QJsonObject exported = testResultToJson(first.value());
    const Result<TestResult> second = testResultFromJson(exported);
    if (!second)
        std::abort(); // we wrote something we cannot read
    if (second->measurements.size() != first->measurements.size())
        std::abort();
    for (qsizetype i = 0; i < first->measurements.size(); ++i) {
        if (!sameHistogram(first->measurements[i].histogram, second->measurements[i].histogram))
            std::abort();
    }
    if (sumsAreExact(exported) && testResultToJson(second.value()) != exported)
        std::abort();
    return 0;
}
