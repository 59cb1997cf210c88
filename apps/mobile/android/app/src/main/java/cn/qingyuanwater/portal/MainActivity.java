package cn.qingyuanwater.portal;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
