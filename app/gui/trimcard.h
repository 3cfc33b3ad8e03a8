// "TRIM": whether TRIM reaches the drive through every layer of the block stack, whether
// fstrim.timer runs and how each file system is mounted (core/flash/trimpath.h), with the
// advice; the layers unfold on demand. Presentation only: the drive page makes the report
// off the UI thread and hands it in.
#pragma once

#include "card.h"

#include "common/result.h"
#include "device/deviceinfo.h"
#include "flash/trimpath.h"

#include <optional>

class QLabel;
class QToolButton;
class QVBoxLayout;

namespace DriveProof::Gui {

class Notice;

class TrimCard : public Card
{
    Q_OBJECT
public:
    explicit TrimCard(QWidget *parent = nullptr);

    // A new drive: "reading…" until setReport().
    void setDevice(const Device::DeviceInfo &info);
    void setReport(const Result<Flash::TrimReport> &report);

    // The findings shown, in order; the layers' text (hidden until unfolded).
    QStringList findingTexts() const;
    QLabel *layersLabel() const { return m_layers; }
    QToolButton *layersToggle() const { return m_toggle; }

protected:
    void retranslateUi() override;

private:
    void showReport();
    QString layersText(const Flash::TrimReport &report) const;

    Device::DeviceInfo m_info;
    std::optional<Result<Flash::TrimReport>> m_report;
    QWidget *m_findings;
    QVBoxLayout *m_findingsLayout;
    QToolButton *m_toggle;
    QLabel *m_layers;
};

} // namespace DriveProof::Gui
