// TestResult from JSON that is damaged or hand-made: every wrong key, type, range and text
// gives an Error that names the key (or the file), never a crash or a silent default.
#include "testresults.h"

#include <QJsonArray>

using namespace TestResults;

namespace {

// Sets the value at a path like {"measurements", "0", "histogram", "count"}; an invalid
// value (QJsonValue::Undefined) removes the key.
QJsonValue withPath(QJsonValue node, QStringList path, const QJsonValue &value)
{
    if (path.isEmpty())
        return value;
    const QString head = path.takeFirst();
    if (node.isArray()) {
        QJsonArray array = node.toArray();
        const int i = head.toInt();
        array[i] = withPath(array.at(i), path, value);
        return array;
    }
    QJsonObject object = node.toObject();
    if (path.isEmpty() && value.isUndefined())
        object.remove(head);
    else
        object[head] = withPath(object.value(head), path, value);
    return object;
}

} // namespace

class TestTestResultImport : public QObject
{
    Q_OBJECT
private slots:
    void importRejects_data()
    {
        QTest::addColumn<QString>("path");     // dot-separated, array indexes as numbers
        QTest::addColumn<QJsonValue>("value"); // Undefined: remove the key
        QTest::addColumn<QString>("subject");  // where the error must point
        QTest::addColumn<QString>("words");    // a piece of the message
        const QJsonValue gone(QJsonValue::Undefined);
        QTest::newRow("no format_version") << "format_version" << gone << "format_version"
                                           << "format_version";
        QTest::newRow("format_version text")
            << "format_version" << QJsonValue(QStringLiteral("1")) << "format_version"
            << "whole number";
        QTest::newRow("newer format") << "format_version" << QJsonValue(2) << "format_version"
                                      << "newer DriveProof";
        QTest::newRow("format 0") << "format_version" << QJsonValue(0) << "format_version"
                                  << "outside";
        QTest::newRow("iops text")
            << "measurements.0.iops" << QJsonValue(QStringLiteral("fast")) << "measurements[0].iops"
            << "a number";
        QTest::newRow("negative iops")
            << "measurements.1.iops" << QJsonValue(-5) << "measurements[1].iops"
            << "outside";
        QTest::newRow("read percent 101")
            << "measurements.0.read_percent" << QJsonValue(101) << "measurements[0].read_percent"
            << "101";
        QTest::newRow("fractional block size")
            << "measurements.0.block_size" << QJsonValue(1.5) << "measurements[0].block_size"
            << "whole number";
        QTest::newRow("absurd queue depth")
            << "measurements.0.queue_depth" << QJsonValue(1e9) << "measurements[0].queue_depth"
            << "outside";
        QTest::newRow("negative ops")
            << "measurements.0.ops" << QJsonValue(-1) << "measurements[0].ops"
            << "outside";
        QTest::newRow("bucket out of range")
            << "measurements.0.histogram.buckets.0.0" << QJsonValue(99999)
            << "measurements[0].histogram.buckets[0]"
            << "99999";
        QTest::newRow("negative bucket") << "measurements.0.histogram.buckets.0.0" << QJsonValue(-1)
                                         << "measurements[0].histogram.buckets[0][0]"
                                         << "outside";
        QTest::newRow("zero bucket count")
            << "measurements.0.histogram.buckets.0.1" << QJsonValue(0)
            << "measurements[0].histogram.buckets[0][1]"
            << "outside";
        QTest::newRow("bucket not a pair")
            << "measurements.0.histogram.buckets.0" << QJsonValue(QJsonArray{1})
            << "measurements[0].histogram.buckets[0]"
            << "pair";
        QTest::newRow("count does not add up")
            << "measurements.0.histogram.count" << QJsonValue(1) << "measurements[0].histogram"
            << "add up";
        QTest::newRow("min outside its bucket")
            << "measurements.0.histogram.min" << QJsonValue(0) << "measurements[0].histogram"
            << "minimum";
        QTest::newRow("impossible sum")
            << "measurements.0.histogram.sum" << QJsonValue(1) << "measurements[0].histogram"
            << "sum";
        QTest::newRow("unit ms") << "measurements.0.histogram.unit"
                                 << QJsonValue(QStringLiteral("ms"))
                                 << "measurements[0].histogram.unit"
                                 << "ns";
        QTest::newRow("other bucket scheme")
            << "measurements.0.histogram.sub_bucket_bits" << QJsonValue(5)
            << "measurements[0].histogram.sub_bucket_bits"
            << "outside";
        QTest::newRow("no histogram")
            << "measurements.0.histogram" << gone << "measurements[0].histogram"
            << "missing";
        QTest::newRow("short interval")
            << "measurements.0.intervals.2" << QJsonValue(QJsonArray{1, 2})
            << "measurements[0].intervals[2]"
            << "six";
        QTest::newRow("negative interval time")
            << "measurements.0.intervals.2.0" << QJsonValue(-0.1)
            << "measurements[0].intervals[2][0]"
            << "outside";
        QTest::newRow("flush count text")
            << "measurements.0.flushes.1.flushes" << QJsonValue(QStringLiteral("many"))
            << "measurements[0].flushes[1].flushes"
            << "whole number";
        QTest::newRow("unknown severity")
            << "findings.0.severity" << QJsonValue(QStringLiteral("fatal"))
            << "findings[0].severity"
            << "caution";
        QTest::newRow("argument not text")
            << "findings.0.arguments.1" << QJsonValue(5) << "findings[0].arguments[1]"
            << "text";
        QTest::newRow("no serial key") << "environment.serial" << gone << "environment.serial"
                                       << "missing";
        QTest::newRow("negative rpm")
            << "environment.rotation_rate_rpm" << QJsonValue(-1) << "environment.rotation_rate_rpm"
            << "outside";
        QTest::newRow("barriers text")
            << "environment.barriers_off" << QJsonValue(QStringLiteral("yes"))
            << "environment.barriers_off"
            << "true or false";
        QTest::newRow("bad date") << "started" << QJsonValue(QStringLiteral("yesterday"))
                                  << "started"
                                  << "ISO 8601";
        QTest::newRow("measurements object")
            << "measurements" << QJsonValue(QJsonObject()) << "measurements"
            << "list";
        QTest::newRow("parameters list") << "parameters" << QJsonValue(QJsonArray()) << "parameters"
                                         << "object";
    }
    void importRejects()
    {
        QFETCH(QString, path);
        QFETCH(QJsonValue, value);
        QFETCH(QString, subject);
        QFETCH(QString, words);
        const QJsonObject valid = testResultToJson(fullResult());
        QVERIFY(testResultFromJson(valid).ok());
        const QJsonObject broken = withPath(valid, path.split(QLatin1Char('.')), value).toObject();
        QVERIFY(broken != valid);
        const Result<TestResult> r = testResultFromJson(broken);
        QVERIFY(!r.ok());
        QCOMPARE(r.error().subject, subject);
        QVERIFY2(r.error().message.contains(words), qPrintable(r.error().message));
        if (subject != QLatin1String("format_version"))
            QVERIFY2(r.error().message.contains(subject), qPrintable(r.error().message));
    }

    void importRejectsText_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("truncated") << QByteArray("{\"format_version\": 1, \"id\"");
        QTest::newRow("array") << QByteArray("[1, 2]");
        QTest::newRow("number") << QByteArray("42");
        QTest::newRow("empty object") << QByteArray("{}");
        QTest::newRow("only the version") << QByteArray("{\"format_version\": 1}");
        QTest::newRow("huge version") << QByteArray("{\"format_version\": 1e300}");
        QTest::newRow("binary") << QByteArray("\x00\xff\xfe{", 4);
    }
    void importRejectsText()
    {
        QFETCH(QByteArray, text);
        const Result<TestResult> r = testResultFromJsonText(text);
        QVERIFY(!r.ok());
        QVERIFY(!r.error().message.isEmpty());
    }

    void fileErrorsNameTheFile()
    {
        const Result<TestResult> r =
            readTestResultFile(QStringLiteral("/nonexistent/driveproof/result.json"));
        QVERIFY(!r.ok());
        QCOMPARE(r.error().subject, QStringLiteral("/nonexistent/driveproof/result.json"));
        QVERIFY(r.error().message.contains(QStringLiteral("/nonexistent/driveproof/result.json")));
    }
};

QTEST_GUILESS_MAIN(TestTestResultImport)
#include "tst_testresultimport.moc"
