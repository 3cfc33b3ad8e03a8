#include "scriptedrun.h"

#include "drivetests/testwindow.h"
#include "guitext.h"
#include "mainwindow.h"

#include "common/datasize.h"
#include "report/testresultjson.h"
#include "suites/commit.h"
#include "suites/testcontroller.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSaveFile>
#include <QTimer>

#include <cstdio>
#include <memory>
#include <optional>

namespace DriveProof::Gui {

namespace {

bool writeJson(const QString &path, const Report::TestResult &result)
{
    QSaveFile file(path);
    return file.open(QIODevice::WriteOnly) &&
           file.write(QJsonDocument(Report::testResultToJson(result)).toJson()) >= 0 &&
           file.commit();
}

} // namespace

bool startScriptedRun(MainWindow &window, const ScriptedRunOptions &options, QString *error)
{
    const std::optional<Suites::Family> family = Suites::familyFromKey(options.family);
    if (!family) {
        //: %1 what the user typed after --run-test
        *error = Tr::tr("unknown test '%1'").arg(options.family);
        return false;
    }
    const QFileInfo target(options.target);
    if (options.target.isEmpty() || !target.exists()) {
        *error = Tr::tr("--run-test needs --target, an existing folder or file");
        return false;
    }
    Suites::TestPlan plan;
    plan.family = *family;
    plan.target.kind = target.isDir() ? Suites::TargetKind::Folder : Suites::TargetKind::File;
    plan.target.path = target.absoluteFilePath();
    quint64 size = *family == Suites::Family::Commit ? Suites::kCommitFileBytes : (1ull << 30);
    if (!options.sizeText.isEmpty()) {
        const std::optional<quint64> parsed = parseDataSize(options.sizeText);
        if (!parsed) {
            //: %1 what the user typed after --size
            *error = Tr::tr("'%1' is not a size, e.g. 1G or 256M").arg(options.sizeText);
            return false;
        }
        size = *parsed;
    }
    plan.target.sizeBytes = size;
    plan.options.sizeBytes = size;
    plan.options.duration = std::chrono::milliseconds(qint64(options.durationSeconds * 1000.0));
    plan.options.only = options.only;
    plan.keepInHistory = false; // like driveproof-cli bench --no-history

    // The drive is found under the folder by the controller, as for "another folder".
    auto *tests = new TestWindow(Device::DeviceInfo{}, &window);
    QObject::connect(tests, &TestWindow::testFinished, tests,
                     [tests, options](const Report::TestResult &result) {
                         int code = result.error.isEmpty() && !result.cancelled ? 0 : 1;
                         if (!result.error.isEmpty())
                             std::fprintf(stderr, "driveproof: %s\n", qPrintable(result.error));
                         if (!options.jsonOut.isEmpty() && !writeJson(options.jsonOut, result)) {
                             std::fprintf(stderr, "driveproof: could not write %s\n",
                                          qPrintable(options.jsonOut));
                             code = 1;
                         }
                         if (!options.screenshot.isEmpty() &&
                             !tests->grab().save(options.screenshot))
                             code = 1;
                         QCoreApplication::exit(code);
                     });
    // Start as a person would: once the window shows its drives. Only once: settled() comes
    // again after every probe.
    auto started = std::make_shared<bool>(false);
    auto begin = [tests, plan, started] {
        if (*started)
            return;
        *started = true;
        tests->show();
        tests->start(plan);
        if (!tests->isRunning()) {
            std::fprintf(stderr, "driveproof: the test did not start\n");
            QCoreApplication::exit(1);
        }
    };
    QObject::connect(&window, &MainWindow::settled, tests, begin);
    QTimer::singleShot(30000, tests, begin); // a probe that never settles does not stop it
    return true;
}

} // namespace DriveProof::Gui
